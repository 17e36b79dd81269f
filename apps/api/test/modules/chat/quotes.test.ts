import type { AddressInfo } from 'node:net';
import { CHAT_CHANNEL, chatTexts } from '@homebid/contracts/chat';
import { QUOTE_NOTIFICATION_TASK, quoteDateBounds, quoteMessages } from '@homebid/contracts/quotes';
import { chatMessages, notifications, providerProjects, quotes } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { setUpProvider, twoSubTypes } from '../../helpers/marketplace';
import { createUser, type SessionHeaders, signIn } from '../../helpers/users';
import { ActionCable, cableUrl, type Event, RecordingSubscription } from './cable-client';
import { type ChatScene, hire, sendMessage, setUpChatScene } from './support';

const DAY_MS = 86_400_000;
/** A date `days` from today (UTC), as the API takes it. */
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const LINES = [
  { description: 'Prime and paint the hallway walls', quantity: 2, unit_price: 450.5 },
  { description: 'Paint supplies', quantity: 3, unit_price: 33.33 },
];
/** 2 × 450.50 + 3 × 33.33 */
const LINES_TOTAL = 1000.99;

describe.each(dialects())('quotes in the chat on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  const consumers: ActionCable.Consumer[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 180_000);
  afterAll(async () => {
    for (const consumer of consumers) consumer.disconnect();
    await t?.close();
  });

  const send = (headers: SessionHeaders, projectId: number, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/v2/providers/projects/${projectId}/quotes`, headers, payload: body });
  const answer = (headers: SessionHeaders, quoteId: number | string, verb: 'accept' | 'decline') =>
    t.app.inject({ method: 'POST', url: `/api/v2/customers/quotes/${quoteId}/${verb}`, headers });
  const list = (headers: SessionHeaders, projectId: number) =>
    t.app.inject({ method: 'GET', url: `/api/v2/customers/projects/${projectId}/quotes`, headers });
  const providerChat = (s: ChatScene) =>
    t.app.inject({
      method: 'GET',
      url: `/api/messages/get_provider_chat?provider_id=${s.providerId}&project_id=${s.projectId}`,
      headers: s.pro.headers,
    });
  const customerChat = (s: ChatScene) =>
    t.app.inject({
      method: 'GET',
      url: `/api/messages/get_customer_chat?provider_id=${s.providerId}&project_id=${s.projectId}`,
      headers: s.customer.headers,
    });
  const buyLead = (s: ChatScene) =>
    t.db
      .insert(providerProjects)
      .values({ providerId: s.providerId, projectId: s.projectId, leadPurchasedAt: new Date() });
  /** A scene whose pro bought the lead, and a quote it sent; answers the quote's id. */
  const sentQuote = async (s: ChatScene, body: object = { line_items: LINES, valid_until: inDays(30) }) => {
    const response = await send(s.pro.headers, s.projectId, body);
    expect(response.statusCode, response.body).toBe(200);
    const { chat } = response.json().data;
    return chat.quote.id as number;
  };

  it('a pro who bought the lead sends a quote: the server totals it, the chat carries the card, the customer lists it', async () => {
    const s = await setUpChatScene(t);
    expect((await providerChat(s)).json().data.provider_chat.can_send_quote).toBe(false);
    await buyLead(s);
    expect((await providerChat(s)).json().data.provider_chat.can_send_quote).toBe(true);

    const response = await send(s.pro.headers, s.projectId, {
      line_items: LINES,
      valid_until: inDays(30),
      // A client's total is never read.
      total: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe(quoteMessages.sent);
    expect(data.sensitive_info).toBe(false);
    expect(data.chat).toMatchObject({ message_by: 'provider', message_type: 'quote', message_text: '' });
    expect(data.chat.quote).toMatchObject({
      message_id: data.chat.message_id,
      project_id: s.projectId,
      provider_id: s.providerId,
      line_items: [
        { description: LINES[0].description, quantity: 2, unit_price: 450.5, amount: 901 },
        { description: LINES[1].description, quantity: 3, unit_price: 33.33, amount: 99.99 },
      ],
      total: LINES_TOTAL,
      valid_until: inDays(30),
      status: 'pending',
      answered_at: null,
    });
    const [stored] = await t.db.select().from(quotes).where(eq(quotes.id, data.chat.quote.id));
    expect(stored.totalCents).toBe(100_099);

    const customerSide = (await customerChat(s)).json().data.customer_chat;
    expect(customerSide.can_send_quote).toBe(false);
    expect(customerSide.chats).toHaveLength(1);
    expect(customerSide.chats[0].quote).toEqual(data.chat.quote);
    const listed = await list(s.customer.headers, s.projectId);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.quotes).toEqual([data.chat.quote]);
    // A plain message carries no quote.
    const plain = await sendMessage(t, s.pro.headers, {
      project_id: s.projectId,
      provider_id: s.providerId,
      msg: 'Hi',
    });
    expect(plain.json().data.chat).not.toHaveProperty('quote');
  });

  it('the customer accepts: the pro hears it live on ChatChannel and by notification; a second answer is 409', async () => {
    const s = await setUpChatScene(t);
    await buyLead(s);
    const quoteId = await sentQuote(s);

    const consumer = ActionCable.createConsumer(cableUrl(base, s.pro.headers));
    consumers.push(consumer);
    const listener = new RecordingSubscription(consumer, {
      channel: CHAT_CHANNEL,
      project_id: s.projectId,
      provider_id: s.providerId,
    });
    await listener.waitFor((event) => event.kind === 'connected');

    const accepted = await answer(s.customer.headers, quoteId, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().message).toBe(quoteMessages.accepted);
    const card = accepted.json().data.quote;
    expect(card).toMatchObject({ id: quoteId, status: 'accepted', total: LINES_TOTAL });
    expect(card.answered_at).toEqual(expect.any(String));

    const live = await listener.waitFor((event: Event) => event.kind === 'received' && event.data.type === 'quote');
    expect(live).toEqual({ kind: 'received', data: { type: 'quote', data: card } });

    const [told] = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, s.pro.user.id), eq(notifications.taskName, QUOTE_NOTIFICATION_TASK.accepted)),
      );
    expect(told.projectId).toBe(s.projectId);
    expect(told.notification).toContain('$1,000.99');
    expect(told.notification).toContain('Paint the hallway');

    expectErrorEnvelope(
      await answer(s.customer.headers, quoteId, 'accept'),
      409,
      quoteMessages.alreadyAnswered('accepted'),
    );
    expectErrorEnvelope(
      await answer(s.customer.headers, quoteId, 'decline'),
      409,
      quoteMessages.alreadyAnswered('accepted'),
    );
    // The pro's chat shows the answered card; an answered quote cannot be withdrawn.
    const chat = (await providerChat(s)).json().data.provider_chat;
    expect(chat.chats[0].quote.status).toBe('accepted');
    expectErrorEnvelope(
      await t.app.inject({
        method: 'GET',
        url: `/api/messages/soft_delete?message_id=${chat.chats[0].message_id}&is_visible=false`,
        headers: s.pro.headers,
      }),
      409,
      quoteMessages.answeredStays,
    );
  });

  it('declines once; an expired quote cannot be answered (409) and reads as expired', async () => {
    const s = await setUpChatScene(t);
    await buyLead(s);
    const declinedId = await sentQuote(s);
    const declined = await answer(s.customer.headers, declinedId, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data.quote.status).toBe('declined');
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, s.pro.user.id), eq(notifications.taskName, QUOTE_NOTIFICATION_TASK.declined)),
      );
    expect(told).toBeDefined();
    expectErrorEnvelope(
      await answer(s.customer.headers, declinedId, 'accept'),
      409,
      quoteMessages.alreadyAnswered('declined'),
    );

    const expiredId = await sentQuote(s);
    // Its last day passed two days ago everywhere.
    await t.db
      .update(quotes)
      .set({ validUntil: inDays(-2) })
      .where(eq(quotes.id, expiredId));
    expectErrorEnvelope(await answer(s.customer.headers, expiredId, 'accept'), 409, quoteMessages.expired);
    expectErrorEnvelope(await answer(s.customer.headers, expiredId, 'decline'), 409, quoteMessages.expired);
    const listed = (await list(s.customer.headers, s.projectId)).json().data.quotes;
    expect(listed.map((q: { id: number; status: string }) => [q.id, q.status])).toEqual([
      [expiredId, 'expired'],
      [declinedId, 'declined'],
    ]);
  });

  it('keeps others out: another provider 404, a pro without the lead 403, another customer 404, wrong roles 403', async () => {
    const s = await setUpChatScene(t);
    const body = { line_items: LINES, valid_until: inDays(10) };
    // The project is not available to the stranger.
    expectErrorEnvelope(await send(s.stranger.headers, s.projectId, body), 404);
    // Available to the pro, but the lead not bought: a person's reason.
    expectErrorEnvelope(await send(s.pro.headers, s.projectId, body), 403, quoteMessages.leadRequired);
    // A rival of the same area and service bought nothing either.
    const [subType] = await twoSubTypes(t.db);
    const rivalUser = await createUser(t.db, { role: 'provider' });
    await setUpProvider(t.db, rivalUser.providerId as number, { subTypeIds: [subType.id] });
    const rival = await signIn(t.app, rivalUser);
    await buyLead(s);
    expectErrorEnvelope(await send(rival, s.projectId, body), 403, quoteMessages.leadRequired);
    // The customer cannot send one.
    expectErrorEnvelope(await send(s.customer.headers, s.projectId, body), 403);
    expect(await t.db.select().from(quotes).where(eq(quotes.projectId, s.projectId))).toEqual([]);

    const quoteId = await sentQuote(s);
    // The pro cannot answer its own quote; another customer does not find it.
    expectErrorEnvelope(await answer(s.pro.headers, quoteId, 'accept'), 403);
    expectErrorEnvelope(await answer(s.otherCustomer.headers, quoteId, 'accept'), 404, quoteMessages.notFound);
    expectErrorEnvelope(await answer(s.otherCustomer.headers, quoteId, 'decline'), 404, quoteMessages.notFound);
    expectErrorEnvelope(await list(s.otherCustomer.headers, s.projectId), 404);
    expectErrorEnvelope(await list(s.pro.headers, s.projectId), 403);
    expectErrorEnvelope(await answer(s.customer.headers, 99_999_999, 'accept'), 404, quoteMessages.notFound);
    expectErrorEnvelope(await answer(s.customer.headers, 'abc', 'accept'), 422);
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(row.status).toBe('pending');

    // A pending quote the pro withdrew is gone for the customer.
    const [message] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, row.chatMessageId));
    const withdrawn = await t.app.inject({
      method: 'GET',
      url: `/api/messages/soft_delete?message_id=${message.id}&is_visible=false`,
      headers: s.pro.headers,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expectErrorEnvelope(await answer(s.customer.headers, quoteId, 'accept'), 404, quoteMessages.notFound);
    expect((await list(s.customer.headers, s.projectId)).json().data.quotes).toEqual([]);
  });

  it('a hired pro may quote; once another pro is hired, a lead buyer no longer may', async () => {
    const s = await setUpChatScene(t);
    await hire(t, s.projectId, s.providerId);
    expect((await providerChat(s)).json().data.provider_chat.can_send_quote).toBe(true);
    await sentQuote(s);

    const other = await setUpChatScene(t, { title: 'Other hallway' });
    await buyLead(other);
    const [subType] = await twoSubTypes(t.db);
    const winnerUser = await createUser(t.db, { role: 'provider' });
    await setUpProvider(t.db, winnerUser.providerId as number, { subTypeIds: [subType.id] });
    await hire(t, other.projectId, winnerUser.providerId as number);
    expect((await providerChat(other)).json().data.provider_chat.can_send_quote).toBe(false);
    expectErrorEnvelope(
      await send(other.pro.headers, other.projectId, { line_items: LINES, valid_until: inDays(5) }),
      422,
      chatTexts.hiredAnotherReadOnly,
    );
  });

  it('a pending quote cannot be accepted once another pro is hired (409); it may still be declined', async () => {
    const s = await setUpChatScene(t, { title: 'Taken hallway' });
    await buyLead(s);
    const quoteId = await sentQuote(s);
    const [subType] = await twoSubTypes(t.db);
    const winnerUser = await createUser(t.db, { role: 'provider' });
    await setUpProvider(t.db, winnerUser.providerId as number, { subTypeIds: [subType.id] });
    await hire(t, s.projectId, winnerUser.providerId as number);
    expectErrorEnvelope(await answer(s.customer.headers, quoteId, 'accept'), 409, quoteMessages.projectTaken);
    const [pending] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(pending.status).toBe('pending');
    const declined = await answer(s.customer.headers, quoteId, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data.quote.status).toBe('declined');
  });

  it('runs the lines through the contact guard before the hire, like a message; after the hire they pass', async () => {
    const s = await setUpChatScene(t);
    await buyLead(s);
    const withPhone = {
      line_items: [{ description: 'Call me at 212 555 0187 to book', quantity: 1, unit_price: 100 }],
      valid_until: inDays(7),
    };
    const flagged = await send(s.pro.headers, s.projectId, withPhone);
    expect(flagged.statusCode, flagged.body).toBe(200);
    expect(flagged.json().data).toEqual({ sensitive_info: true, message: chatTexts.communicationPolicy, chat: null });
    expect(await t.db.select().from(quotes).where(eq(quotes.projectId, s.projectId))).toEqual([]);
    expect((await customerChat(s)).json().data.customer_chat.chats).toEqual([]);

    await hire(t, s.projectId, s.providerId);
    const sent = await send(s.pro.headers, s.projectId, withPhone);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.sensitive_info).toBe(false);
  });

  it('refuses bad quotes with a person’s message (422)', async () => {
    const s = await setUpChatScene(t);
    await buyLead(s);
    const line = LINES[0];
    const { min } = quoteDateBounds();
    const cases: Array<[object, string]> = [
      [{ line_items: [], valid_until: inDays(5) }, quoteMessages.itemsMin],
      [{ line_items: Array(21).fill(line), valid_until: inDays(5) }, quoteMessages.itemsMax],
      [{ line_items: [{ ...line, description: '  ' }], valid_until: inDays(5) }, quoteMessages.descriptionEmpty],
      [
        { line_items: [{ ...line, description: 'x'.repeat(201) }], valid_until: inDays(5) },
        quoteMessages.descriptionTooLong,
      ],
      [{ line_items: [{ ...line, quantity: 0 }], valid_until: inDays(5) }, quoteMessages.quantityInvalid],
      [{ line_items: [{ ...line, quantity: 1.5 }], valid_until: inDays(5) }, quoteMessages.quantityInvalid],
      [{ line_items: [{ ...line, quantity: 1001 }], valid_until: inDays(5) }, quoteMessages.quantityInvalid],
      [{ line_items: [{ ...line, unit_price: -1 }], valid_until: inDays(5) }, quoteMessages.unitPriceInvalid],
      [{ line_items: [{ ...line, unit_price: 100_000.01 }], valid_until: inDays(5) }, quoteMessages.unitPriceInvalid],
      [
        { line_items: [{ ...line, unit_price: 25.005 }], valid_until: inDays(5) },
        'Enter the amount in dollars and cents, with at most two decimals (like 25.50).',
      ],
      [{ line_items: [{ ...line, unit_price: 0 }], valid_until: inDays(5) }, quoteMessages.totalTooSmall],
      [
        { line_items: Array(11).fill({ ...line, quantity: 1000, unit_price: 100_000 }), valid_until: inDays(5) },
        quoteMessages.totalTooBig,
      ],
      [{ line_items: LINES, valid_until: 'soon' }, quoteMessages.validUntilInvalid],
      [{ line_items: LINES, valid_until: '2030-02-30' }, quoteMessages.validUntilInvalid],
      [{ line_items: LINES, valid_until: inDays(-2) }, quoteMessages.validUntilRange],
      [{ line_items: LINES, valid_until: inDays(367) }, quoteMessages.validUntilRange],
      [{ line_items: LINES }, quoteMessages.validUntilInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await send(s.pro.headers, s.projectId, body);
      expect(response.statusCode, `${JSON.stringify(body).slice(0, 120)} → ${response.body}`).toBe(422);
      expect(response.json().errors, JSON.stringify(body).slice(0, 120)).toContain(message);
    }
    expect(await t.db.select().from(quotes).where(eq(quotes.projectId, s.projectId))).toEqual([]);
    // The edges of the range are accepted: the earliest today on Earth, today, and a year ahead.
    for (const validUntil of [min, inDays(0), inDays(365)]) {
      const response = await send(s.pro.headers, s.projectId, { line_items: LINES, valid_until: validUntil });
      expect(response.statusCode, `${validUntil}: ${response.body}`).toBe(200);
    }
  });
});
