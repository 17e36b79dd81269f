import type { AddressInfo } from 'node:net';
import { NOTIFICATION_CHANNEL } from '@homebid/contracts/notifications';
import { authTokens } from '@homebid/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { notificationStream } from '../../../src/modules/live';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { codeIn, RELAXED_LIMITS, startTestSmtpServer, type TestSmtpServer } from '../../helpers/messaging';
import { type CreatedUser, createUser, type SessionHeaders, signIn } from '../../helpers/users';

const UNAUTHORIZED = { type: 'disconnect', reason: 'unauthorized', reconnect: false };
const IDENTIFIER = JSON.stringify({ channel: NOTIFICATION_CHANNEL });

/** Resolves with `promise`, or fails once `ms` passed (the minute check must not be what ends a socket). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)),
  ]);
}

// Ending a session (sign-out, password reset, expiry) ends its sockets at once, not at the minute
// check: Rails' unauthorized disconnect, then the socket closes and receives nothing more.
describe.each(dialects())('live delivery ends with the session on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let base: string;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildTestApp({ dialect, env: { ...RELAXED_LIMITS, SMTP_URL: smtp.url } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await t?.close();
    await smtp?.close();
  });

  /** A raw socket of the session, subscribed to its user's NotificationChannel. */
  async function listen(session: SessionHeaders) {
    const query = new URLSearchParams({
      'access-token': session['access-token'],
      client: session.client,
      uid: session.uid,
    });
    const socket = new WebSocket(`${base}/cable?${query}`, ['actioncable-v1-json']);
    sockets.push(socket);
    const frames: Array<Record<string, unknown>> = [];
    socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const waitFor = async (match: (frame: Record<string, unknown>) => boolean) => {
      for (let i = 0; i < 250; i++) {
        const found = frames.find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no such frame: ${JSON.stringify(frames)}`);
    };
    await waitFor((frame) => frame.type === 'welcome');
    socket.send(JSON.stringify({ command: 'subscribe', identifier: IDENTIFIER }));
    await waitFor((frame) => frame.type === 'confirm_subscription');
    // A ping's message is its time: only broadcasts are counted.
    const counts = () =>
      withoutPings(frames).flatMap((frame) => (frame.message ? [(frame.message as { count: number }).count] : []));
    return { socket, frames, closed, waitFor, counts };
  }

  const withoutPings = (frames: Array<Record<string, unknown>>) => frames.filter((frame) => frame.type !== 'ping');

  it('disconnects the signed-out session’s sockets at once and sends them nothing more; other devices stay', async () => {
    const user = await createUser(t.db, { role: 'provider' });
    const leaving = await signIn(t.app, user);
    const staying = await signIn(t.app, user);
    const [a1, a2, b] = [await listen(leaving), await listen(leaving), await listen(staying)];
    const signedOut = await t.app.inject({ method: 'DELETE', url: '/api/auth/sign_out', headers: leaving });
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    await t.app.live.broadcastTo(notificationStream(user.id), { type: 'count', count: 41 });
    await within(Promise.all([a1.closed, a2.closed]), 2000, 'the signed-out sockets closing');
    for (const socket of [a1, a2]) {
      expect(withoutPings(socket.frames).at(-1)).toEqual(UNAUTHORIZED);
      expect(socket.counts()).toEqual([]);
    }
    await b.waitFor((frame) => (frame.message as { count?: number } | undefined)?.count === 41);
    expect(b.socket.readyState).toBe(WebSocket.OPEN);
    // Nothing was left for the minute check to find.
    expect(await t.app.live.checkSessions()).toBe(0);
  });

  it('disconnects every socket of the account when its password is reset', async () => {
    const user: CreatedUser = await createUser(t.db, { role: 'provider', name: 'Reset Rae' });
    const [phone, laptop] = [await signIn(t.app, user), await signIn(t.app, user)];
    const onPhone = await listen(phone);
    const onLaptop = await listen(laptop);
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload });
    expect((await post('/password_update_request', { email: user.email, user_type: 2 })).statusCode).toBe(200);
    const otp = codeIn(smtp.mailsTo(user.email).at(-1)?.text ?? '');
    expect((await post('/validate_password_otp', { email: user.email, otp })).statusCode).toBe(200);
    const password = 'Brand-new-pass-9';
    const reset = await post('/update_user_password', {
      email: user.email,
      otp,
      password,
      password_confirmation: password,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await t.app.live.broadcastTo(notificationStream(user.id), { type: 'count', count: 42 });
    await within(Promise.all([onPhone.closed, onLaptop.closed]), 2000, 'the sockets closing after the reset');
    for (const socket of [onPhone, onLaptop]) {
      expect(withoutPings(socket.frames).at(-1)).toEqual(UNAUTHORIZED);
      expect(socket.counts()).toEqual([]);
    }
  });

  it('disconnects a socket when its session expires, without waiting for the minute check', async () => {
    const user = await createUser(t.db, { role: 'customer' });
    const session = await signIn(t.app, user);
    await t.db
      .update(authTokens)
      .set({ expiresAt: sql`now() + interval '1500 milliseconds'` })
      .where(eq(authTokens.client, session.client));
    const socket = await listen(session);
    await within(socket.closed, 5000, 'the expired session’s socket closing');
    expect(withoutPings(socket.frames).at(-1)).toEqual(UNAUTHORIZED);
  });
});
