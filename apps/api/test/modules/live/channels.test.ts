import type { AddressInfo } from 'node:net';
import { authTokens } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { createUser, type SessionHeaders, signIn } from '../../helpers/users';

// The live module's front door as other modules use it: registerChannel (authorize, onSubscribe,
// onMessage) and broadcastTo, spoken to over a raw socket so every frame is seen.
describe.each(dialects().slice(0, 1))('live channels registered by a module on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  let headers: SessionHeaders;
  let userId: number;

  beforeAll(async () => {
    t = await buildTestApp({
      dialect,
      configure: (app) => {
        app.live.registerChannel('EchoChannel', {
          authorize: ({ principal, params }) =>
            params.room === 'closed' ? null : `echo:${principal.userId}:${params.room}`,
          onSubscribe: ({ transmit, stream }) => transmit({ type: 'hello', stream }),
          onMessage: ({ data, transmit }) => transmit({ type: 'echo', data }),
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const user = await createUser(t.db, { role: 'customer' });
    userId = user.id;
    headers = await signIn(t.app, user);
  });
  afterAll(() => t?.close());

  async function connect(session: SessionHeaders = headers) {
    const query = new URLSearchParams({
      'access-token': session['access-token'],
      client: session.client,
      uid: session.uid,
    });
    const socket = new WebSocket(`${base}/cable?${query}`, ['actioncable-v1-json']);
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const frames: Array<Record<string, unknown>> = [];
    socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const waitFor = async (match: (frame: Record<string, unknown>) => boolean) => {
      for (let i = 0; i < 200; i++) {
        const found = frames.find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no such frame: ${JSON.stringify(frames)}`);
    };
    await waitFor((frame) => frame.type === 'welcome');
    return { socket, frames, closed, waitFor, send: (command: object) => socket.send(JSON.stringify(command)) };
  }

  it('refuses a second channel of the same name', () => {
    expect(() => t.app.live.registerChannel('EchoChannel', { authorize: () => null })).toThrow(/registered twice/);
  });

  it('confirms, runs onSubscribe, delivers broadcasts, answers actions, and stops after unsubscribe', async () => {
    const client = await connect();
    const identifier = JSON.stringify({ channel: 'EchoChannel', room: 'a' });
    client.send({ command: 'subscribe', identifier });
    // A duplicate subscribe (the client's guarantor resends) is ignored.
    client.send({ command: 'subscribe', identifier });
    await client.waitFor((frame) => frame.type === 'confirm_subscription');
    expect(await client.waitFor((frame) => (frame.message as { type?: string })?.type === 'hello')).toEqual({
      identifier,
      message: { type: 'hello', stream: `echo:${userId}:a` },
    });
    await t.app.live.broadcastTo(`echo:${userId}:a`, { type: 'news', n: 1 });
    await t.app.live.broadcastTo(`echo:${userId}:other`, { type: 'news', n: 2 });
    await client.waitFor((frame) => (frame.message as { n?: number })?.n === 1);
    client.send({ command: 'message', identifier, data: JSON.stringify({ action: 'say', text: 'hi' }) });
    expect(await client.waitFor((frame) => (frame.message as { type?: string })?.type === 'echo')).toEqual({
      identifier,
      message: { type: 'echo', data: { action: 'say', text: 'hi' } },
    });
    client.send({ command: 'unsubscribe', identifier });
    // Commands run in order: once this echo of another subscription arrives, the unsubscribe is done.
    const second = JSON.stringify({ channel: 'EchoChannel', room: 'b' });
    client.send({ command: 'subscribe', identifier: second });
    await client.waitFor((frame) => frame.identifier === second && frame.type === 'confirm_subscription');
    await t.app.live.broadcastTo(`echo:${userId}:a`, { type: 'news', n: 3 });
    await t.app.live.broadcastTo(`echo:${userId}:b`, { type: 'news', n: 4 });
    await client.waitFor((frame) => (frame.message as { n?: number })?.n === 4);
    expect(client.frames.filter((frame) => frame.type === 'confirm_subscription')).toHaveLength(2);
    expect(client.frames.some((frame) => (frame.message as { n?: number })?.n === 2)).toBe(false);
    expect(client.frames.some((frame) => (frame.message as { n?: number })?.n === 3)).toBe(false);
    expect(t.app.live.connectionCount()).toBeGreaterThanOrEqual(1);
    client.socket.close();
  });

  it('rejects what authorize refuses, and ignores garbage without closing', async () => {
    const client = await connect();
    const closed = JSON.stringify({ channel: 'EchoChannel', room: 'closed' });
    client.send({ command: 'subscribe', identifier: closed });
    expect(await client.waitFor((frame) => frame.identifier === closed)).toEqual({
      identifier: closed,
      type: 'reject_subscription',
    });
    client.socket.send('not json at all');
    client.send({ command: 'dance', identifier: closed });
    client.send({ command: 'message', identifier: closed, data: '{"action":"say"}' });
    const open = JSON.stringify({ channel: 'EchoChannel', room: 'still-here' });
    client.send({ command: 'subscribe', identifier: open });
    await client.waitFor((frame) => frame.identifier === open && frame.type === 'confirm_subscription');
    client.socket.close();
  });

  it('disconnects the sockets of a session deleted without a word (the minute check)', async () => {
    const user = await createUser(t.db, { role: 'provider' });
    const leaving = await signIn(t.app, user);
    const staying = await signIn(t.app, user);
    const a = await connect(leaving);
    const b = await connect(staying);
    // Not through sign-out (that ends the sockets at once): a row gone behind the app's back.
    await t.db.delete(authTokens).where(eq(authTokens.client, leaving.client));
    expect(await t.app.live.checkSessions()).toBe(1);
    await a.closed;
    expect(a.frames.at(-1)).toEqual({ type: 'disconnect', reason: 'unauthorized', reconnect: false });
    expect(b.socket.readyState).toBe(WebSocket.OPEN);
    b.socket.close();
  });

  it('answers 404 to a WebSocket upgrade anywhere but /cable', async () => {
    const socket = new WebSocket(`${base}/api/health`, ['actioncable-v1-json']);
    const status = await new Promise<number>((resolve) => {
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('error', () => resolve(-1));
    });
    expect(status).toBe(404);
  });

  it('refuses a socket without the Action Cable sub-protocol', async () => {
    const query = new URLSearchParams({
      'access-token': headers['access-token'],
      client: headers.client,
      uid: headers.uid,
    });
    const socket = new WebSocket(`${base}/cable?${query}`, ['graphql-ws']);
    const outcome = await new Promise<string>((resolve) => {
      socket.once('open', () => resolve(`open:${socket.protocol}`));
      socket.once('error', (error) => resolve(`error:${error.message}`));
    });
    expect(outcome).toMatch(/^error:.*subprotocol/i);
    socket.terminate();
  });
});
