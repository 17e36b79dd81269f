import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type DatabaseHandle, openDatabase } from '@homebid/db/client';
import { notificationOutbox, scheduledJobs } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/modules/notifications';
import { buildTestApp, dialects, type TestApp, WEB_MARKER } from './helpers/build-test-app';
import { RELAXED_LIMITS, startTestSmsGateway, type TestSmsGateway } from './helpers/messaging';
import { createUser, signIn } from './helpers/users';
import { uniqueMobile, until } from './modules/notifications/support';

const PORTAL_JOBS = [
  'fold-list-changes',
  'mask-project-texts',
  'prune-auth-tokens',
  'prune-one-time-codes',
  'remind-to-bid',
  'renew-subscriptions',
  'settle-card-payments',
  'sweep-orphan-files',
];

/** The status line's code a WebSocket upgrade to /cable gets (101 when the live channel answers it). */
async function cableUpgradeStatus(t: TestApp): Promise<number> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const upgrade = request({
      host: '127.0.0.1',
      port,
      path: '/cable',
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Protocol': 'actioncable-v1-json',
      },
    });
    upgrade.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    upgrade.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    upgrade.on('error', reject);
    upgrade.end();
  });
}

// PROCESS_ROLE: `web` processes serve the clients and run no background work; a `worker` runs the
// scheduled jobs and delivers the notifications the web processes write (two apps on one database).
describe.each(dialects())('process roles on %s', (dialect) => {
  let web: TestApp;
  let worker: TestApp | undefined;
  let workerHandle: DatabaseHandle | undefined;
  let sms: TestSmsGateway;

  beforeAll(async () => {
    sms = await startTestSmsGateway();
    web = await buildTestApp({ dialect, env: { ...RELAXED_LIMITS, PROCESS_ROLE: 'web', SMS_WEBHOOK_URL: sms.url } });
  }, 120_000);
  afterAll(async () => {
    await worker?.close();
    await workerHandle?.close();
    await web?.close();
    await sms?.close();
  });

  it('a web process serves the API, the web app and /cable, and runs no scheduled job', async () => {
    expect((await web.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await web.app.inject({ method: 'GET', url: '/api/service_list' })).statusCode).toBe(200);
    expect((await web.app.inject({ method: 'GET', url: '/login' })).body).toContain(WEB_MARKER);
    expect(await cableUpgradeStatus(web)).toBe(101);
    // Started and ready, it put no job on the schedule, and a tick claims none.
    expect(await web.db.select().from(scheduledJobs)).toEqual([]);
    expect(await web.app.scheduler.tick()).toEqual([]);
  });

  it('a worker delivers the notification a web process wrote, and runs the jobs', async () => {
    const mobile = uniqueMobile();
    const user = await createUser(web.db, { role: 'provider', name: 'Wendy Web', mobileNumber: mobile });
    await signIn(web.app, user);
    const text = 'Written by a web process';
    const { id } = await web.db.transaction((tx) =>
      notify(tx, { userId: user.id, taskName: 'New Project Available for Bidding', text }),
    );
    // A process of role `all` would have delivered it at once (woken) or within its one-second poll.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const waiting = await web.db.select().from(notificationOutbox).where(eq(notificationOutbox.notificationId, id));
    expect(waiting).toHaveLength(1);
    expect(sms.textsTo(mobile)).toEqual([]);

    // The worker: its own connections on PostgreSQL, the same PGlite otherwise.
    let database = web.database;
    if (web.database.url) {
      workerHandle = await openDatabase({ url: web.database.url, poolSize: 3 });
      database = workerHandle;
    }
    worker = await buildTestApp({
      dialect,
      database,
      env: { ...RELAXED_LIMITS, PROCESS_ROLE: 'worker', SMS_WEBHOOK_URL: sms.url },
    });
    await until(
      async () =>
        (await web.db.select().from(notificationOutbox).where(eq(notificationOutbox.notificationId, id))).length === 0,
      15_000,
      'the worker to deliver the notification',
    );
    expect(sms.textsTo(mobile).map((message) => message.body)).toEqual([expect.stringContaining(text)]);
    const scheduled = await web.db.select({ name: scheduledJobs.name }).from(scheduledJobs);
    expect(scheduled.map((row) => row.name).sort()).toEqual(PORTAL_JOBS);
  }, 60_000);

  it('a worker answers only its health check over HTTP, and no /cable', async () => {
    if (!worker) throw new Error('the worker is started by the test before');
    expect((await worker.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    for (const url of ['/api/service_list', '/api/docs', '/login', '/']) {
      const response = await worker.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain(WEB_MARKER);
    }
    expect(await cableUpgradeStatus(worker)).toBe(404);
  });
});
