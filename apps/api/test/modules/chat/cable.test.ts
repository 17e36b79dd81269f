import type { AddressInfo } from 'node:net';
import { CHAT_CHANNEL } from '@homebid/contracts/chat';
import { NOTIFICATION_CHANNEL } from '@homebid/contracts/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { makePng } from '../../helpers/images';
import { ActionCable, type Credentials, cableUrl, type Event, RecordingSubscription } from './cable-client';
import { type ChatScene, placeBid, sendMessage, setUpChatScene } from './support';

type Received = Extract<Event, { kind: 'received' }>;
const isReceived = (type: string, match: (data: Record<string, unknown>) => boolean = () => true) =>
  ((event: Event) => event.kind === 'received' && event.data.type === type && match(event.data)) as (
    event: Event,
  ) => event is Received;

/** A raw socket that records every frame (for the protocol's exact words). */
function rawSocket(url: string) {
  const frames: Array<Record<string, unknown>> = [];
  const socket = new WebSocket(url, ['actioncable-v1-json', 'actioncable-unsupported']);
  socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const waitFor = async (match: (frame: Record<string, unknown>) => boolean, ms = 8000) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const found = frames.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no matching frame in ${ms} ms: ${JSON.stringify(frames)}`);
  };
  return { socket, frames, opened, closed, waitFor };
}

describe.each(dialects())('the live channel with the official Action Cable client on %s', (dialect) => {
  let t: TestApp;
  let s: ChatScene;
  let base: string;
  const consumers: ActionCable.Consumer[] = [];

  const consumer = (credentials: Credentials) => {
    const created = ActionCable.createConsumer(cableUrl(base, credentials));
    consumers.push(created);
    return created;
  };
  const conversation = (extra: Record<string, unknown> = {}) => ({
    channel: CHAT_CHANNEL,
    project_id: s.projectId,
    provider_id: s.providerId,
    ...extra,
  });
  const ids = () => ({ project_id: s.projectId, provider_id: s.providerId });

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    s = await setUpChatScene(t);
    await placeBid(t, s.projectId, s.providerId);
  });
  afterAll(async () => {
    for (const created of consumers) created.disconnect();
    await t?.close();
  });

  it('speaks the protocol: sub-protocol, welcome, pings in unix seconds, rejects unknown channels', async () => {
    const raw = rawSocket(cableUrl(base, s.pro.headers));
    await raw.opened;
    expect(raw.socket.protocol).toBe('actioncable-v1-json');
    await raw.waitFor((frame) => frame.type === 'welcome');
    expect(raw.frames[0]).toEqual({ type: 'welcome' });
    const ping = await raw.waitFor((frame) => frame.type === 'ping', 4000);
    expect(Number.isInteger(ping.message)).toBe(true);
    expect(Math.abs((ping.message as number) - Date.now() / 1000)).toBeLessThan(5);
    for (const identifier of [
      '{"channel":"NoSuchChannel"}',
      'not json',
      JSON.stringify({ channel: CHAT_CHANNEL, project_id: 'x', provider_id: 1 }),
    ]) {
      raw.socket.send(JSON.stringify({ command: 'subscribe', identifier }));
      await raw.waitFor((frame) => frame.identifier === identifier);
      expect(raw.frames.find((frame) => frame.identifier === identifier)).toEqual({
        identifier,
        type: 'reject_subscription',
      });
    }
    const identifier = JSON.stringify(conversation());
    raw.socket.send(JSON.stringify({ command: 'subscribe', identifier }));
    expect(await raw.waitFor((frame) => frame.identifier === identifier)).toEqual({
      identifier,
      type: 'confirm_subscription',
    });
    raw.socket.close();
    await raw.closed;
  });

  it('disconnects a bad session without reconnecting', async () => {
    const raw = rawSocket(cableUrl(base, { ...s.pro.headers, 'access-token': 'wrong' }));
    await raw.opened;
    await raw.closed;
    expect(raw.frames).toEqual([{ type: 'disconnect', reason: 'unauthorized', reconnect: false }]);
    const noQuery = rawSocket(`${base.replace('http', 'ws')}/cable`);
    await noQuery.closed;
    expect(noQuery.frames).toEqual([{ type: 'disconnect', reason: 'unauthorized', reconnect: false }]);

    const client = new RecordingSubscription(
      consumer({ ...s.customer.headers, client: 'no-such-device' }),
      conversation(),
    );
    const event = await client.waitFor((e) => e.kind === 'disconnected');
    expect(event).toEqual({ kind: 'disconnected', willAttemptReconnect: false });
    expect(client.events.some((e) => e.kind === 'connected')).toBe(false);
  });

  it('rejects a subscription to a conversation the user is not party to', async () => {
    const stranger = new RecordingSubscription(consumer(s.stranger.headers), conversation());
    await stranger.waitFor((e) => e.kind === 'rejected');
    const otherCustomer = new RecordingSubscription(consumer(s.otherCustomer.headers), conversation());
    await otherCustomer.waitFor((e) => e.kind === 'rejected');
    expect([...stranger.events, ...otherCustomer.events].some((e) => e.kind === 'connected')).toBe(false);
  });

  it('delivers messages sent through the API live, both ways, with typing, receipts and deletions', async () => {
    const pro = new RecordingSubscription(consumer(s.pro.headers), conversation());
    const customer = new RecordingSubscription(consumer(s.customer.headers), conversation());
    await pro.waitFor((e) => e.kind === 'connected');
    await customer.waitFor((e) => e.kind === 'connected');

    const sent = await sendMessage(t, s.customer.headers, { ...ids(), msg: 'Can you start next week?' });
    expect(sent.statusCode, sent.body).toBe(200);
    const messageId = sent.json().data.chat.message_id;
    const live = await pro.waitFor(isReceived('message'));
    expect(live.data).toEqual({ type: 'message', data: sent.json().data.chat });

    const reply = await sendMessage(t, s.pro.headers, { ...ids(), msg: 'Yes, Monday.' }, [
      { field: 'document', filename: 'plan.png', data: await makePng() },
    ]);
    const replyLive = await customer.waitFor(
      isReceived('message', (data) => (data.data as { message_by: string }).message_by === 'provider'),
    );
    expect(replyLive.data.data).toMatchObject({ message_type: 'image', message_text: 'Yes, Monday.' });
    expect(reply.json().data.chat.message_id).toBe((replyLive.data.data as { message_id: number }).message_id);

    pro.subscription.perform('typing', { is_typing: true });
    expect((await customer.waitFor(isReceived('typing'))).data).toEqual({
      type: 'typing',
      by: 'provider',
      is_typing: true,
    });

    pro.subscription.perform('read', { up_to_message_id: messageId });
    const receipt = await customer.waitFor(isReceived('receipt', (data) => data.receipt === 'read'));
    expect(receipt.data).toMatchObject({
      type: 'receipt',
      receipt: 'read',
      by: 'provider',
      up_to_message_id: messageId,
    });

    const deleted = await t.app.inject({
      method: 'GET',
      url: `/api/messages/soft_delete?message_id=${messageId}&is_visible=false`,
      headers: s.customer.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await pro.waitFor(isReceived('delete'))).data).toEqual({ type: 'delete', deleted_message_id: messageId });

    // A message the contact-detail guard holds back is never broadcast.
    const before = pro.received().length;
    const flagged = await sendMessage(t, s.customer.headers, { ...ids(), msg: 'text me at 555 123 4567' });
    expect(flagged.json().data.sensitive_info).toBe(true);
    await sendMessage(t, s.customer.headers, { ...ids(), msg: 'After the flagged one' });
    await pro.waitFor(
      isReceived('message', (data) => (data.data as { message_text: string }).message_text === 'After the flagged one'),
    );
    const texts = pro
      .received()
      .slice(before)
      .map((data) => (data.data as { message_text?: string })?.message_text);
    expect(texts).not.toContain('text me at 555 123 4567');
  });

  it('sends a reconnecting client what it missed after since_id', async () => {
    const first = await sendMessage(t, s.customer.headers, { ...ids(), msg: 'Missed one' });
    const second = await sendMessage(t, s.customer.headers, { ...ids(), msg: 'Missed two' });
    const since = first.json().data.chat.message_id - 1;
    const late = new RecordingSubscription(consumer(s.pro.headers), conversation({ since_id: since }));
    await late.waitFor((e) => e.kind === 'connected');
    await late.waitFor(
      isReceived('message', (data) => (data.data as { message_text: string }).message_text === 'Missed two'),
    );
    const texts = late.received().map((data) => (data.data as { message_text: string }).message_text);
    expect(texts).toEqual(['Missed one', 'Missed two']);
    expect(second.json().data.chat.message_id).toBeGreaterThan(since);
  });

  it('delivers each message once to a socket that subscribes to one conversation under several identifiers', async () => {
    const raw = rawSocket(cableUrl(base, s.pro.headers));
    await raw.opened;
    await raw.waitFor((frame) => frame.type === 'welcome');
    const first = JSON.stringify(conversation());
    const reordered = JSON.stringify({ provider_id: s.providerId, project_id: s.projectId, channel: CHAT_CHANNEL });
    const extraKey = JSON.stringify(conversation({ extra: 'x' }));
    const stringIds = JSON.stringify(conversation({ project_id: String(s.projectId) }));
    const send = (identifier: string) => raw.socket.send(JSON.stringify({ command: 'subscribe', identifier }));
    for (const identifier of [first, reordered, extraKey, stringIds]) send(identifier);
    // The same identifier again (the official client's guarantor resends) is neither confirmed twice nor refused.
    send(first);
    const answered = (identifier: string) => raw.waitFor((frame) => frame.identifier === identifier && 'type' in frame);
    expect(await answered(first)).toEqual({ identifier: first, type: 'confirm_subscription' });
    for (const identifier of [reordered, extraKey, stringIds]) {
      expect(await answered(identifier)).toEqual({ identifier, type: 'reject_subscription' });
    }
    const sent = await sendMessage(t, s.customer.headers, { ...ids(), msg: 'Only once, please' });
    expect(sent.statusCode, sent.body).toBe(200);
    const isTheMessage = (frame: Record<string, unknown>) =>
      (frame.message as { data?: { message_text?: string } } | undefined)?.data?.message_text === 'Only once, please';
    await raw.waitFor(isTheMessage);
    // The command queue is in order: once a later subscription is confirmed, any second copy would be here.
    const later = JSON.stringify({ channel: NOTIFICATION_CHANNEL });
    send(later);
    await answered(later);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(raw.frames.filter(isTheMessage)).toEqual([{ identifier: first, message: expect.anything() }]);
    expect(
      raw.frames.filter((frame) => frame.type === 'confirm_subscription' && frame.identifier === first),
    ).toHaveLength(1);
    raw.socket.close();
  });

  it('lets the official client keep one subscription when a second one names the same conversation differently', async () => {
    const pro = consumer(s.pro.headers);
    const kept = new RecordingSubscription(pro, conversation());
    await kept.waitFor((e) => e.kind === 'connected');
    const twin = new RecordingSubscription(pro, conversation({ since_id: 1 }));
    await twin.waitFor((e) => e.kind === 'rejected');
    const sent = await sendMessage(t, s.customer.headers, { ...ids(), msg: 'One copy for the client' });
    expect(sent.statusCode, sent.body).toBe(200);
    await kept.waitFor(
      isReceived(
        'message',
        (data) => (data.data as { message_text: string }).message_text === 'One copy for the client',
      ),
    );
    expect(twin.received().filter((data) => data.type === 'message')).toEqual([]);
  });
});
