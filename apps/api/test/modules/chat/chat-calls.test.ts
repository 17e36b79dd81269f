import { chatTexts } from '@homebid/contracts/chat';
import { uploadMessages } from '@homebid/contracts/files';
import { chatMessages, notifications, storedFiles } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanFiles } from '../../../src/jobs/sweep-orphan-files';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { makePng } from '../../helpers/images';
import type { SessionHeaders } from '../../helpers/users';
import { type ChatScene, hire, makeMp4, placeBid, sendMessage, setUpChatScene } from './support';

describe.each(dialects())('chat calls on %s', (dialect) => {
  let t: TestApp;
  let s: ChatScene;

  const providerChat = (headers: SessionHeaders, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/messages/get_provider_chat?provider_id=${s.providerId}&project_id=${s.projectId}${query}`,
      headers,
    });
  const customerChat = (headers: SessionHeaders, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/messages/get_customer_chat?provider_id=${s.providerId}&project_id=${s.projectId}${query}`,
      headers,
    });
  const softDelete = (headers: SessionHeaders, id: number | string) =>
    t.app.inject({ method: 'GET', url: `/api/messages/soft_delete?message_id=${id}&is_visible=false`, headers });
  const fileGet = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: new URL(url).pathname, headers });
  const ids = () => ({ project_id: s.projectId, provider_id: s.providerId });

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    s = await setUpChatScene(t);
  });
  afterAll(() => t?.close());

  it('opens the conversation of an available project: no messages, no street, the customer’s short name', async () => {
    const response = await providerChat(s.pro.headers);
    expect(response.statusCode, response.body).toBe(200);
    const chat = response.json().data.provider_chat;
    expect(chat).toMatchObject({
      project_id: s.projectId,
      provider_id: s.providerId,
      project_name: 'Paint the hallway',
      cust_name: 'Jordan P.',
      cust_id: s.customer.user.id,
      pro_name: 'Test Home Services',
      is_hired: false,
      is_closed: false,
      chats: [],
    });
    expect(chat.address).toMatch(/^New York, NY 10001$/);
    expect(response.body).not.toContain('Secret Lane');
  });

  it('sends a provider message: the author comes from the session, never from message_by', async () => {
    const response = await sendMessage(t, s.pro.headers, {
      ...ids(),
      msg: 'When can I see the hallway?',
      message_by: 'customer',
      message_type: 'video',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe(chatTexts.messageSent);
    expect(data.sensitive_info).toBe(false);
    expect(data.chat).toMatchObject({
      message_by: 'provider',
      message_type: 'text',
      message_text: 'When can I see the hallway?',
      thumb_image_url: null,
      original_file_url: null,
      delivered_at: null,
    });
    const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, data.chat.message_id));
    expect(row.authorUserId).toBe(s.pro.user.id);
  });

  it('refuses the customer until the provider bid, then shows the customer side with the full address', async () => {
    const before = await customerChat(s.customer.headers);
    // The provider already wrote: the conversation exists for the customer.
    expect(before.statusCode, before.body).toBe(200);
    const chat = before.json().data.customer_chat;
    expect(chat.address).toContain('12 Secret Lane');
    expect(chat.cust_name).toBe('Jordan Q Private');
    expect(chat.chats.map((m: { message_text: string }) => m.message_text)).toEqual(['When can I see the hallway?']);
    // Fetching delivered the provider's message.
    const seen = (await providerChat(s.pro.headers)).json().data.provider_chat.chats[0];
    expect(seen.delivered_at).not.toBeNull();
    expect(seen.read_at).toBeNull();
  });

  it('a customer cannot open a conversation with a provider that never bid or wrote', async () => {
    const other = await setUpChatScene(t, { title: 'Other project' });
    const url = `/api/messages/get_customer_chat?provider_id=${other.providerId}&project_id=${other.projectId}`;
    // Its own project: the customer is told why (403), not that the conversation does not exist.
    expectErrorEnvelope(
      await t.app.inject({ method: 'GET', url, headers: other.customer.headers }),
      403,
      chatTexts.customerNotInContact,
    );
    await placeBid(t, other.projectId, other.providerId);
    const after = await t.app.inject({ method: 'GET', url, headers: other.customer.headers });
    expect(after.statusCode, after.body).toBe(200);
  });

  it('keeps strangers out: another provider, another customer, the wrong role, an id that cannot exist', async () => {
    const strangerUrl = `/api/messages/get_provider_chat?provider_id=${s.stranger.user.providerId}&project_id=${s.projectId}`;
    expectErrorEnvelope(await t.app.inject({ method: 'GET', url: strangerUrl, headers: s.stranger.headers }), 404);
    // A provider naming another provider's conversation.
    expectErrorEnvelope(await providerChat(s.stranger.headers), 404);
    expectErrorEnvelope(await customerChat(s.otherCustomer.headers), 404);
    expectErrorEnvelope(await providerChat(s.customer.headers), 403);
    expectErrorEnvelope(await customerChat(s.pro.headers), 403);
    expectErrorEnvelope(
      await t.app.inject({
        method: 'GET',
        url: '/api/messages/get_provider_chat?provider_id=1&project_id=99999999999999999999',
        headers: s.pro.headers,
      }),
      422,
    );
    expectErrorEnvelope(
      await t.app.inject({
        method: 'GET',
        url: `/api/messages/get_provider_chat?provider_id=${s.providerId}&project_id=${s.projectId}`,
      }),
      401,
    );
    const strangerSend = await sendMessage(t, s.stranger.headers, {
      project_id: s.projectId,
      provider_id: s.stranger.user.providerId as number,
      msg: 'hi',
    });
    expectErrorEnvelope(strangerSend, 404);
    expectErrorEnvelope(await sendMessage(t, s.otherCustomer.headers, { ...ids(), msg: 'hi' }), 404);
  });

  it('refuses empty messages, bad message JSON, two attachments and non-media files', async () => {
    expectErrorEnvelope(await sendMessage(t, s.pro.headers, { ...ids(), msg: '   ' }), 422, chatTexts.emptyMessage);
    expectErrorEnvelope(await sendMessage(t, s.pro.headers, 'not json'), 422, chatTexts.badMessageJson);
    expectErrorEnvelope(
      await sendMessage(t, s.pro.headers, { project_id: 'x', provider_id: s.providerId, msg: 'a' }),
      422,
    );
    expectErrorEnvelope(
      await sendMessage(t, s.pro.headers, { ...ids(), msg: 'x'.repeat(2001) }),
      422,
      chatTexts.tooLong,
    );
    const png = await makePng();
    const two = await sendMessage(t, s.pro.headers, { ...ids() }, [
      { field: 'document', filename: 'a.png', data: png },
      { field: 'document', filename: 'b.png', data: png },
    ]);
    expectErrorEnvelope(two, 422, chatTexts.oneAttachment);
    const pdf = await sendMessage(t, s.pro.headers, { ...ids() }, [
      {
        field: 'document',
        filename: 'a.png',
        contentType: 'image/png',
        data: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
      },
    ]);
    expectErrorEnvelope(pdf, 422, uploadMessages.imagesOrVideosOnly);
    const big = await sendMessage(t, s.pro.headers, { ...ids() }, [
      { field: 'document', filename: 'big.mp4', data: Buffer.concat([makeMp4(), Buffer.alloc(10 * 1024 * 1024)]) },
    ]);
    expectErrorEnvelope(big, 413, uploadMessages.tooLarge);
    expect(
      await t.app.inject({
        method: 'POST',
        url: '/api/messages/chat_creation',
        headers: s.pro.headers,
        payload: { msg: 'x' },
      }),
    ).toHaveProperty('statusCode', 415);
  });

  it('sends an image with a thumbnail, readable by both parties only; videos play by byte ranges', async () => {
    const response = await sendMessage(t, s.customer.headers, { ...ids(), msg: 'This is the hallway' }, [
      { field: 'document', filename: 'hall.png', contentType: 'image/png', data: await makePng(800, 600) },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json().data.chat;
    expect(image).toMatchObject({ message_by: 'customer', message_type: 'image', message_text: 'This is the hallway' });
    expect(image.original_file_url).toMatch(/^http:\/\/localhost:3000\/files\/.+\.png$/);
    expect(image.thumb_image_url).toMatch(/-thumb\.webp$/);
    for (const headers of [s.customer.headers, s.pro.headers]) {
      const file = await fileGet(image.original_file_url, headers);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect((await fileGet(image.thumb_image_url, headers)).statusCode).toBe(200);
    }
    expect((await fileGet(image.original_file_url, s.stranger.headers)).statusCode).toBe(404);
    expect((await fileGet(image.original_file_url, s.otherCustomer.headers)).statusCode).toBe(404);
    expect((await fileGet(image.original_file_url)).statusCode).toBe(404);

    const mp4 = makeMp4(5000);
    const sent = await sendMessage(t, s.pro.headers, { ...ids(), message_type: 'image' }, [
      { field: 'document', filename: 'walkthrough.mp4', data: mp4 },
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    const video = sent.json().data.chat;
    expect(video).toMatchObject({ message_type: 'video', message_text: '', thumb_image_url: null });
    const whole = await fileGet(video.original_file_url, s.customer.headers);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(mp4)).toBe(true);
    const part = await fileGet(video.original_file_url, { ...s.customer.headers, range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${mp4.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(mp4.subarray(100, 200))).toBe(true);
    const tail = await fileGet(video.original_file_url, { ...s.customer.headers, range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(mp4.subarray(mp4.length - 10))).toBe(true);
    const past = await fileGet(video.original_file_url, { ...s.customer.headers, range: `bytes=${mp4.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${mp4.length}`);
  });

  it('holds back contact details before the hire (text and captions), with the Communication Policy', async () => {
    const before = (await customerChat(s.customer.headers)).json().data.customer_chat.chats.length;
    const phone = await sendMessage(t, s.pro.headers, {
      ...ids(),
      msg: 'call me: five five five, one two three, four five six seven',
    });
    expect(phone.statusCode, phone.body).toBe(200);
    expect(phone.json()).toMatchObject({
      message: chatTexts.communicationPolicy,
      data: { sensitive_info: true, message: chatTexts.communicationPolicy, chat: null },
    });
    const filesBefore = (await t.db.select().from(storedFiles)).length;
    const caption = await sendMessage(
      t,
      s.customer.headers,
      { ...ids(), msg: 'mail me at jordan at example dot com' },
      [{ field: 'document', filename: 'x.png', data: await makePng() }],
    );
    expect(caption.json().data).toMatchObject({ sensitive_info: true, chat: null });
    expect((await t.db.select().from(storedFiles)).length).toBe(filesBefore);
    const flagged = await t.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.projectId, s.projectId), eq(chatMessages.sensitiveInfo, true)));
    expect(flagged.map((row) => row.messageBy).sort()).toEqual(['customer', 'provider']);
    const after = (await customerChat(s.customer.headers)).json().data.customer_chat.chats;
    expect(after).toHaveLength(before);
    expect(JSON.stringify(after)).not.toContain('five five five');
  });

  it('marks messages read up to an id and tells the sender', async () => {
    const chats = (await customerChat(s.customer.headers)).json().data.customer_chat.chats;
    const lastFromPro = chats.filter((m: { message_by: string }) => m.message_by === 'provider').at(-1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages/mark_read',
      headers: s.customer.headers,
      payload: { ...ids(), up_to_message_id: lastFromPro.message_id },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.read_count).toBe(2);
    const seen = (await providerChat(s.pro.headers)).json().data.provider_chat.chats;
    for (const message of seen.filter((m: { message_by: string }) => m.message_by === 'provider')) {
      expect(message.read_at).not.toBeNull();
    }
    // The customer's own messages are not marked by the customer.
    expect(seen.find((m: { message_by: string }) => m.message_by === 'customer').read_at).toBeNull();
  });

  it('answers only newer messages with after_id', async () => {
    const all = (await providerChat(s.pro.headers)).json().data.provider_chat.chats;
    expect(all.length).toBeGreaterThanOrEqual(3);
    const newer = (await providerChat(s.pro.headers, `&after_id=${all[0].message_id}`)).json().data.provider_chat.chats;
    expect(newer.map((m: { message_id: number }) => m.message_id)).toEqual(
      all.slice(1).map((m: { message_id: number }) => m.message_id),
    );
    expect((await providerChat(s.pro.headers, '&after_id=abc')).statusCode).toBe(422);
  });

  it('soft-deletes own messages only; the attachment goes with it', async () => {
    const chats = (await providerChat(s.pro.headers)).json().data.provider_chat.chats;
    const image = chats.find((m: { message_type: string }) => m.message_type === 'image');
    const own = chats.find(
      (m: { message_by: string; message_type: string }) => m.message_by === 'provider' && m.message_type === 'text',
    );
    expectErrorEnvelope(await softDelete(s.pro.headers, image.message_id), 403, chatTexts.ownMessagesOnly);
    expectErrorEnvelope(await softDelete(s.stranger.headers, image.message_id), 404, chatTexts.messageNotFound);
    expectErrorEnvelope(await softDelete(s.pro.headers, '99999999999999999999'), 422);
    expectErrorEnvelope(await softDelete(s.pro.headers, 987654321), 404);
    const deleted = await softDelete(s.customer.headers, image.message_id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ deleted_message_id: image.message_id });
    expectErrorEnvelope(await softDelete(s.customer.headers, image.message_id), 404);
    expect((await fileGet(image.original_file_url, s.pro.headers)).statusCode).toBe(404);
    expect((await softDelete(s.pro.headers, own.message_id)).statusCode).toBe(200);
    const left = (await providerChat(s.pro.headers))
      .json()
      .data.provider_chat.chats.map((m: { message_id: number }) => m.message_id);
    expect(left).not.toContain(image.message_id);
    expect(left).not.toContain(own.message_id);
  });

  it('keeps the attachments of messages from the orphan sweep, and lets a deleted one go', async () => {
    const chats = (await customerChat(s.customer.headers)).json().data.customer_chat.chats;
    const video = chats.find((m: { message_type: string }) => m.message_type === 'video');
    const keyOf = (url: string) => new URL(url).pathname.replace(/^\/files\//, '');
    const [kept] = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, keyOf(video.original_file_url)));
    expect(kept).toBeDefined();
    const deletedImages = await t.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.projectId, s.projectId), eq(chatMessages.messageType, 'image')));
    expect(deletedImages.length).toBeGreaterThan(0);
    const before = (await t.db.select().from(storedFiles)).length;
    await sweepOrphanFiles({ db: t.db, store: t.app.storage, now: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000) });
    expect((await t.db.select().from(storedFiles).where(eq(storedFiles.id, kept.id))).length).toBe(1);
    expect((await t.db.select().from(storedFiles)).length).toBeLessThan(before);
    expect((await fileGet(video.original_file_url, s.pro.headers)).statusCode).toBe(200);
  });

  it('lets contact details through once the provider is hired', async () => {
    const scene = await setUpChatScene(t, { title: 'Hired job' });
    await hire(t, scene.projectId, scene.providerId);
    const response = await sendMessage(t, scene.pro.headers, {
      project_id: scene.projectId,
      provider_id: scene.providerId,
      msg: 'Call me at (555) 123-4567',
    });
    expect(response.json().data).toMatchObject({
      sensitive_info: false,
      chat: { message_text: 'Call me at (555) 123-4567' },
    });
    const chat = await t.app.inject({
      method: 'GET',
      url: `/api/messages/get_provider_chat?provider_id=${scene.providerId}&project_id=${scene.projectId}`,
      headers: scene.pro.headers,
    });
    expect(chat.json().data.provider_chat).toMatchObject({ is_hired: true, cust_name: 'Jordan Q Private' });
    expect(chat.json().data.provider_chat.address).toContain('12 Secret Lane');
  });

  it('tells the provider once when a customer writes (ProjectContacted)', async () => {
    const scene = await setUpChatScene(t, { title: 'Fence repair' });
    await placeBid(t, scene.projectId, scene.providerId);
    for (const msg of ['Hello there', 'Are you free on Monday?']) {
      const response = await sendMessage(t, scene.customer.headers, {
        project_id: scene.projectId,
        provider_id: scene.providerId,
        msg,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, scene.pro.user.id));
    expect(rows.map((row) => [row.taskName, row.projectId])).toEqual([['ProjectContacted', scene.projectId]]);
    expect(rows[0].notification).toContain('Fence repair');
  });

  it('keeps quick replies per provider', async () => {
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: SessionHeaders, payload?: object) =>
      t.app.inject({ method, url: `/api/messages/quick_replies${url}`, headers, payload });
    expect((await call('GET', '', s.pro.headers)).json().data.quick_replies).toEqual([]);
    const created = await call('POST', '', s.pro.headers, { text: '  I can come by on Saturday.  ' });
    expect(created.statusCode, created.body).toBe(200);
    const reply = created.json().data.quick_reply;
    expect(reply.text).toBe('I can come by on Saturday.');
    expectErrorEnvelope(await call('POST', '', s.pro.headers, { text: '   ' }), 422, chatTexts.quickReplyEmpty);
    expectErrorEnvelope(
      await call('POST', '', s.pro.headers, { text: 'x'.repeat(501) }),
      422,
      chatTexts.quickReplyTooLong,
    );
    expectErrorEnvelope(await call('POST', '', s.customer.headers, { text: 'hi' }), 403);
    const changed = await call('PUT', `/${reply.id}`, s.pro.headers, { text: 'Sunday works too.' });
    expect(changed.json().data.quick_reply).toMatchObject({ id: reply.id, text: 'Sunday works too.' });
    expectErrorEnvelope(
      await call('PUT', `/${reply.id}`, s.stranger.headers, { text: 'mine' }),
      404,
      chatTexts.quickReplyNotFound,
    );
    expectErrorEnvelope(await call('DELETE', `/${reply.id}`, s.stranger.headers), 404);
    expect((await call('GET', '', s.stranger.headers)).json().data.quick_replies).toEqual([]);
    expect((await call('DELETE', `/${reply.id}`, s.pro.headers)).json().data).toEqual({ id: reply.id });
    expect((await call('GET', '', s.pro.headers)).json().data.quick_replies).toEqual([]);
    for (let i = 0; i < 30; i++)
      expect((await call('POST', '', s.stranger.headers, { text: `Reply ${i}` })).statusCode).toBe(200);
    expectErrorEnvelope(
      await call('POST', '', s.stranger.headers, { text: 'one more' }),
      422,
      chatTexts.quickReplyLimit,
    );
  });
});
