import type { AddressInfo } from 'node:net';
import { CHAT_CHANNEL } from '@homebid/contracts/chat';
import { type DatabaseHandle, openDatabase } from '@homebid/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { signIn } from '../../helpers/users';
import { ActionCable, cableUrl, type Event, RecordingSubscription } from '../chat/cable-client';
import { type ChatScene, placeBid, sendMessage, setUpChatScene } from '../chat/support';

// Two API processes behind one load balancer (CONTRACT §7): the same database, REDIS_URL set on
// both. A message sent through one reaches a socket connected to the other. Uses the machine's
// Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379).
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

const messageWith = (text: string) => (event: Event) =>
  event.kind === 'received' &&
  event.data.type === 'message' &&
  (event.data.data as { message_text: string }).message_text === text;

async function listen(t: TestApp) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

describe.each(dialects())('two API processes on %s', (dialect) => {
  const apps: TestApp[] = [];
  const consumers: ActionCable.Consumer[] = [];
  let secondHandle: DatabaseHandle | undefined;
  let s: ChatScene;

  /** A second app on the same data: its own connection pool on PostgreSQL, the same PGlite otherwise. */
  async function secondApp(first: TestApp, env: Record<string, string>) {
    let database = first.database;
    if (first.database.url) {
      secondHandle = await openDatabase({ url: first.database.url, poolSize: 3 });
      database = secondHandle;
    }
    const t = await buildTestApp({ dialect, database, env });
    apps.push(t);
    return t;
  }

  const subscribe = (base: string) => {
    const consumer = ActionCable.createConsumer(cableUrl(base, s.pro.headers));
    consumers.push(consumer);
    return new RecordingSubscription(consumer, {
      channel: CHAT_CHANNEL,
      project_id: s.projectId,
      provider_id: s.providerId,
    });
  };

  beforeAll(async () => {
    const first = await buildTestApp({ dialect, env: { REDIS_URL } });
    apps.push(first);
    s = await setUpChatScene(first);
    await placeBid(first, s.projectId, s.providerId);
  });
  afterAll(async () => {
    for (const consumer of consumers) consumer.disconnect();
    for (const t of apps.reverse()) await t.close();
    await secondHandle?.close();
  });

  it('carries a message sent through one process to a socket on the other, through Redis', async () => {
    const [first] = apps;
    const second = await secondApp(first, { REDIS_URL });
    expect(first.app.live.transport).toBe('redis');
    expect(second.app.live.transport).toBe('redis');
    const onSecond = subscribe(await listen(second));
    await onSecond.waitFor((e) => e.kind === 'connected');
    const sent = await sendMessage(first, s.customer.headers, {
      project_id: s.projectId,
      provider_id: s.providerId,
      msg: 'Sent through the first process',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const event = await onSecond.waitFor(messageWith('Sent through the first process'));
    expect(event).toMatchObject({ data: { type: 'message', data: sent.json().data.chat } });
    // And back: a deletion through the second process reaches a socket of the first.
    const onFirst = subscribe(await listen(first));
    await onFirst.waitFor((e) => e.kind === 'connected');
    const deleted = await second.app.inject({
      method: 'GET',
      url: `/api/messages/soft_delete?message_id=${sent.json().data.chat.message_id}&is_visible=false`,
      headers: s.customer.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await onFirst.waitFor((e) => e.kind === 'received' && e.data.type === 'delete');
  });

  it('signing out through one process disconnects that session’s socket on the other at once', async () => {
    const [first] = apps;
    const second =
      apps.find((t) => t !== first && t.app.live.transport === 'redis') ?? (await secondApp(first, { REDIS_URL }));
    const session = await signIn(first.app, s.pro.user);
    const consumer = ActionCable.createConsumer(cableUrl(await listen(second), session));
    consumers.push(consumer);
    const onSecond = new RecordingSubscription(consumer, {
      channel: CHAT_CHANNEL,
      project_id: s.projectId,
      provider_id: s.providerId,
    });
    await onSecond.waitFor((e) => e.kind === 'connected');
    const signedOut = await first.app.inject({ method: 'DELETE', url: '/api/auth/sign_out', headers: session });
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    const sent = await sendMessage(first, s.customer.headers, {
      project_id: s.projectId,
      provider_id: s.providerId,
      msg: 'After the sign-out',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // Rails' unauthorized disconnect: the official client stops and does not reconnect.
    expect(await onSecond.waitFor((e) => e.kind === 'disconnected', 2000)).toEqual({
      kind: 'disconnected',
      willAttemptReconnect: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onSecond.events.some(messageWith('After the sign-out'))).toBe(false);
  });

  it('without Redis a process fans out to its own sockets only', async () => {
    const [first] = apps;
    const alone = await secondApp(first, {});
    expect(alone.app.live.transport).toBe('memory');
    const onAlone = subscribe(await listen(alone));
    await onAlone.waitFor((e) => e.kind === 'connected');
    const ids = { project_id: s.projectId, provider_id: s.providerId };
    await sendMessage(first, s.customer.headers, { ...ids, msg: 'Stays on the Redis side' });
    const local = await sendMessage(alone, s.customer.headers, { ...ids, msg: 'Sent on the lone process' });
    expect(local.statusCode, local.body).toBe(200);
    await onAlone.waitFor(messageWith('Sent on the lone process'));
    expect(onAlone.events.some(messageWith('Stays on the Redis side'))).toBe(false);
  });
});
