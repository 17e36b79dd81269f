import type { AddressInfo } from 'node:net';
import { CHAT_CHANNEL, chatTexts } from '@homebid/contracts/chat';
import { chatMessages, projects } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import type { SessionHeaders } from '../../helpers/users';
import { ActionCable, cableUrl, type Event, RecordingSubscription } from './cable-client';
import { type ChatScene, placeBid, sendMessage, setUpChatScene } from './support';

// The contact-detail guard in the chat's send path: normalised text, pieces of a
// detail sent in several messages, and the project's own numbers.
describe.each(dialects())('the contact-detail guard in the chat on %s', (dialect) => {
  let t: TestApp;
  let s: ChatScene;
  let consumer: ActionCable.Consumer;

  const ids = () => ({ project_id: s.projectId, provider_id: s.providerId });
  const send = (headers: SessionHeaders, msg: string) => sendMessage(t, headers, { ...ids(), msg });
  const visibleTexts = async (headers: SessionHeaders) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/messages/get_customer_chat?provider_id=${s.providerId}&project_id=${s.projectId}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.customer_chat.chats as Array<{ message_text: string }>).map((m) => m.message_text);
  };
  const expectHeldBack = (response: Awaited<ReturnType<typeof send>>) => {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ sensitive_info: true, message: chatTexts.communicationPolicy, chat: null });
  };
  const expectSent = (response: Awaited<ReturnType<typeof send>>) => {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.sensitive_info).toBe(false);
    return response.json().data.chat.message_id as number;
  };

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    s = await setUpChatScene(t);
    await placeBid(t, s.projectId, s.providerId);
    await t.db
      .update(projects)
      .set({
        description: 'Paint three rooms of 300, 450 and 1200 sq ft; ceilings 9 ft.',
        streetAddress: '4512 Oak Ridge Rd',
        questionAnswers: [{ question: 'When should the work start?', answer: '12/15', question_type: 1 }],
      })
      .where(eq(projects.id, s.projectId));
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    consumer = ActionCable.createConsumer(cableUrl(base, s.customer.headers));
  });
  afterAll(async () => {
    consumer?.disconnect();
    await t?.close();
  });

  it('sees a phone number through invisible characters between its digits', async () => {
    const response = await send(
      s.pro.headers,
      'call 5\u200b5\u200b5\u20601\u20602\u00ad3 4\u200b5\u200b6\u200b7 any time',
    );
    expectHeldBack(response);
    expect((await visibleTexts(s.customer.headers)).join(' ')).not.toMatch(/5.?5.?5/);
  });

  it('holds back a number split over two messages, and withdraws its first piece from the other party', async () => {
    const customer = new RecordingSubscription(consumer, { channel: CHAT_CHANNEL, ...ids() });
    await customer.waitFor((event) => event.kind === 'connected');
    const firstId = expectSent(await send(s.pro.headers, 'ok, my cell is 555 212'));
    expect(await visibleTexts(s.customer.headers)).toContain('ok, my cell is 555 212');

    expectHeldBack(await send(s.pro.headers, '4567'));
    expect(await visibleTexts(s.customer.headers)).not.toContain('ok, my cell is 555 212');
    const deleted = (event: Event) =>
      event.kind === 'received' && event.data.type === 'delete' && event.data.deleted_message_id === firstId;
    await customer.waitFor(deleted);
    const [first] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, firstId));
    expect(first.sensitiveInfo).toBe(true);
    customer.subscription.unsubscribe();
  });

  it('reads pieces together only when they make a detail: sizes in two messages pass', async () => {
    expectSent(await send(s.customer.headers, 'The deck would be 12'));
    expectSent(await send(s.customer.headers, 'x 16 ft, and the budget is $4,500'));
    const texts = await visibleTexts(s.customer.headers);
    expect(texts).toEqual(expect.arrayContaining(['The deck would be 12', 'x 16 ft, and the budget is $4,500']));
  });

  it("lets the project's own numbers through (sizes, street number, start date) unless they form a phone number", async () => {
    expectSent(await send(s.pro.headers, 'Confirming the sizes: 300, 450, 1200 - correct?'));
    expectSent(await send(s.pro.headers, 'I can be at 4512 on 12/15 at 8:30, 3 days of work'));
    // The same grouping of numbers the project does not have is a phone number.
    expectHeldBack(await send(s.pro.headers, 'Confirming: 300, 451, 1200 - correct?'));
  });
});
