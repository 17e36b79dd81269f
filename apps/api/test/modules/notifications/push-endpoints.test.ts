import { lookup } from 'node:dns/promises';
import { createServer, type Server } from 'node:net';
import { hostname } from 'node:os';
import { notificationMessages } from '@homebid/contracts/notifications';
import { webPushSubscriptions } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../../src/lib/public-address';
import { notify } from '../../../src/modules/notifications';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { createUser, type SessionHeaders, signIn } from '../../helpers/users';
import { startTestPushService, type TestPushService } from './push-receiver';
import { channelsOf, delivered, settledForRetry } from './support';

const keys = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') };
/** This machine's own name: it resolves, but not to a public address (loopback or a private one). */
const OWN_HOST = hostname().toLowerCase();

/** A TCP server on every interface that only counts who connects (a TLS hello never gets an answer). */
async function connectionCounter() {
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', () => resolve()));
  const { port } = server.address() as { port: number };
  return {
    port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// The server POSTs to the endpoint of a subscription: only a browser push service's (or one the
// operator adds in WEB_PUSH_HOSTS), over https, never an IP address, localhost, or a name that
// resolves inside the network, and never where a redirect points.
describe.each(dialects())('web push endpoints on %s', (dialect) => {
  let t: TestApp;
  let push: TestPushService;

  beforeAll(async () => {
    push = await startTestPushService();
    t = await buildTestApp({ dialect, env: { WEB_PUSH_HOSTS: `push.example.net, ${OWN_HOST}` } });
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  let caller = 0;
  /** Each call from its own client address: the table below outruns the per-IP limit of the route. */
  const subscribe = (headers: SessionHeaders, endpoint: string, subscriptionKeys = keys) =>
    t.app.inject({
      method: 'POST',
      url: '/api/web_push/subscribe',
      headers,
      payload: { endpoint, keys: subscriptionKeys },
      remoteAddress: `198.51.100.${++caller % 250}`,
    });
  const signedInProvider = async () => {
    const user = await createUser(t.db, { role: 'provider' });
    return { user, headers: await signIn(t.app, user) };
  };
  const rowsOf = (endpoint: string) =>
    t.db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.endpoint, endpoint));

  it.each([
    // IP literals in every spelling the URL parser knows, and special-purpose addresses.
    ['http://127.0.0.1:8080/push', notificationMessages.pushEndpointAddress],
    ['https://127.0.0.1/push', notificationMessages.pushEndpointAddress],
    ['https://127.1/push', notificationMessages.pushEndpointAddress],
    ['https://2130706433/push', notificationMessages.pushEndpointAddress],
    ['https://0x7f.1/push', notificationMessages.pushEndpointAddress],
    ['https://0177.0.0.1/push', notificationMessages.pushEndpointAddress],
    ['https://127.0.0.1./push', notificationMessages.pushEndpointAddress],
    ['https://[::1]/push', notificationMessages.pushEndpointAddress],
    ['https://[::ffff:127.0.0.1]/push', notificationMessages.pushEndpointAddress],
    ['https://[0:0:0:0:0:0:0:1]/push', notificationMessages.pushEndpointAddress],
    ['https://[::]/push', notificationMessages.pushEndpointAddress],
    ['https://0.0.0.0/push', notificationMessages.pushEndpointAddress],
    ['https://169.254.169.254/latest/meta-data', notificationMessages.pushEndpointAddress],
    ['https://10.0.0.5/internal', notificationMessages.pushEndpointAddress],
    ['https://192.168.1.1/push', notificationMessages.pushEndpointAddress],
    ['https://[fe80::1]/push', notificationMessages.pushEndpointAddress],
    ['https://[fd00::1]/push', notificationMessages.pushEndpointAddress],
    ['https://224.0.0.1/push', notificationMessages.pushEndpointAddress],
    ['https://8.8.8.8/push', notificationMessages.pushEndpointAddress],
    ['http://localhost:3000/push', notificationMessages.pushEndpointAddress],
    ['https://localhost/push', notificationMessages.pushEndpointAddress],
    ['https://push.localhost/push', notificationMessages.pushEndpointAddress],
    // Not https, or not a push service's host.
    ['http://fcm.googleapis.com/fcm/send/abc', notificationMessages.pushEndpointNotHttps],
    ['https://push.example.com/send/abc', notificationMessages.pushEndpointNotPushService],
    ['https://fcm.googleapis.com.attacker.example/fcm/send/abc', notificationMessages.pushEndpointNotPushService],
    ['https://notfcm.googleapis.com/fcm/send/abc', notificationMessages.pushEndpointNotPushService],
    ['https://attacker.example#@fcm.googleapis.com/', notificationMessages.pushEndpointNotPushService],
    ['https://user@fcm.googleapis.com/fcm/send/abc', notificationMessages.pushEndpointInvalid],
  ])('refuses %s with a 422 that says why', async (endpoint, message) => {
    const { headers } = await signedInProvider();
    const refused = await subscribe(headers, endpoint);
    expectErrorEnvelope(refused, 422);
    expect(refused.json().message).toBe(message);
    expect(await rowsOf(endpoint)).toEqual([]);
  });

  it('accepts the browsers’ push services and the configured hosts with their subdomains', async () => {
    const { headers } = await signedInProvider();
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB',
      'https://wns2-bl2p.notify.windows.com/w/?token=BQYAAAB',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://push.example.net/send/1',
      'https://eu.push.example.net/send/1',
    ]) {
      const accepted = await subscribe(headers, endpoint);
      expect(accepted.statusCode, `${endpoint}: ${accepted.body}`).toBe(200);
    }
  });

  it('never hands one user’s subscription to another while its device is signed in', async () => {
    const pat = await signedInProvider();
    const sam = await signedInProvider();
    const endpoint = 'https://fcm.googleapis.com/fcm/send/shared-browser';
    expect((await subscribe(pat.headers, endpoint)).statusCode).toBe(200);
    const [before] = await rowsOf(endpoint);
    const taken = await subscribe(sam.headers, endpoint, {
      p256dh: Buffer.alloc(65, 9).toString('base64url'),
      auth: keys.auth,
    });
    expectErrorEnvelope(taken, 409);
    expect(taken.json().message).toBe(notificationMessages.pushEndpointTaken);
    expect(await rowsOf(endpoint)).toEqual([before]);
    // Once Pat signed out on that browser, it is Sam's to use.
    await t.app.inject({ method: 'DELETE', url: '/api/auth/sign_out', headers: pat.headers });
    expect((await subscribe(sam.headers, endpoint)).statusCode).toBe(200);
    expect(await rowsOf(endpoint)).toMatchObject([{ userId: sam.user.id, client: sam.headers.client }]);
  });

  /** A notification with push on (the defaults), written as an event does. */
  const notifyUser = (userId: number, text: string) =>
    t.db.transaction((tx) => notify(tx, { userId, taskName: 'Project Reviewed', text })).then((row) => row.id);

  it('sends nothing to an endpoint stored before the rules (an IP address) and forgets it', async () => {
    const pat = await signedInProvider();
    const device = push.device('stored-earlier');
    const endpoint = device.endpoint.replace('localhost', '127.0.0.1');
    await t.db
      .insert(webPushSubscriptions)
      .values({ userId: pat.user.id, endpoint, ...device.keys, client: pat.headers.client });
    const id = await notifyUser(pat.user.id, 'To an address inside');
    await delivered(t, id);
    expect(push.received).toEqual([]);
    expect(await rowsOf(endpoint)).toEqual([]);
    expect(await channelsOf(t, id)).toEqual(['email', 'live']);
  });

  it('checks the address again when sending: a push host resolving inside the network is not connected to', async () => {
    const addresses = await lookup(OWN_HOST, { all: true });
    expect(addresses.length, `${OWN_HOST} must resolve on this machine`).toBeGreaterThan(0);
    expect(addresses.filter((a) => isPublicAddress(a.address))).toEqual([]);
    const counter = await connectionCounter();
    try {
      const pat = await signedInProvider();
      const endpoint = `https://${OWN_HOST}:${counter.port}/push/inside`;
      // The name is a configured push host: the subscription passes; the send resolves it again.
      // A browser's real keys: the push is encrypted, so only the address check can stop it.
      expect((await subscribe(pat.headers, endpoint, push.device('resolved-inside').keys)).statusCode).toBe(200);
      const id = await notifyUser(pat.user.id, 'Resolved inside');
      await settledForRetry(t, id);
      expect(counter.connections()).toBe(0);
      expect(await channelsOf(t, id)).toEqual(['email', 'live']);
    } finally {
      await counter.close();
    }
  });
});
