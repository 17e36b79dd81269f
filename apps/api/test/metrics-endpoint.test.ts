import type { AddressInfo } from 'node:net';
import { NOTIFICATION_CHANNEL } from '@homebid/contracts/notifications';
import { notificationOutbox, scheduledJobs } from '@homebid/db/schema';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/modules/notifications';
import { buildTestApp, dialects, type TestApp, WEB_MARKER } from './helpers/build-test-app';
import { createUser, signIn } from './helpers/users';
import { type CableClient, openCable, until } from './modules/notifications/support';

// /metrics (Prometheus text format): behind METRICS_TOKEN on the public port, 404 there without
// it (never the web app), and on a listener of its own with METRICS_PORT. The broker's lag goes
// through Redis (TEST_REDIS_URL, default the machine's redis://127.0.0.1:6379).
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const TOKEN = 'scrape-token-0123456789abcdef';
const BEARER = { authorization: `Bearer ${TOKEN}` };
/** An id no route pattern has: it must never appear in a label. */
const RAW_ID = '987654321';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments skipped). */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[name] = value;
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample of `name` whose labels include `labels` (undefined when none). */
function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

describe.each(dialects())('/metrics on %s', (dialect) => {
  /** A web process with the token, a listener of its own and Redis. */
  let web: TestApp;
  /** A process of the default settings: no token, no listener. */
  let plain: TestApp;
  let baseUrl: string;
  let cable: CableClient | undefined;

  const scrape = async () => {
    const response = await web.app.inject({ method: 'GET', url: '/metrics', headers: BEARER });
    expect(response.statusCode, response.body).toBe(200);
    return parseExposition(response.body);
  };

  beforeAll(async () => {
    web = await buildTestApp({
      dialect,
      env: { PROCESS_ROLE: 'web', METRICS_TOKEN: TOKEN, METRICS_PORT: '0', REDIS_URL },
    });
    await web.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(web.app.server.address() as AddressInfo).port}`;
    plain = await buildTestApp({ dialect });
  }, 180_000);
  afterAll(async () => {
    cable?.close();
    await web?.close();
    await plain?.close();
  });

  it('answers 401 on the public port without the token, or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`, TOKEN, 'Bearer ']) {
      const response = await web.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('http_requests_total');
    }
    const response = await web.app.inject({ method: 'GET', url: '/metrics', headers: BEARER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    // The scheme is case-insensitive (RFC 9110).
    const lower = await web.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `bearer ${TOKEN}` },
    });
    expect(lower.statusCode).toBe(200);
  });

  it('answers 404 on the public port when no token is set, never the web app', async () => {
    for (const headers of [{}, BEARER]) {
      const response = await plain.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404 });
      expect(response.body).not.toContain(WEB_MARKER);
      expect(response.body).not.toContain('http_requests_total');
    }
    expect(plain.app.metricsAddress()).toBeNull();
  });

  it('counts the requests by method, route pattern and status class, with no ids in the labels', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await web.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
    expect((await web.app.inject({ method: 'GET', url: `/api/album/${RAW_ID}` })).statusCode).toBe(401);
    expect((await web.app.inject({ method: 'GET', url: `/api/no-such-call/${RAW_ID}` })).statusCode).toBe(404);
    expect((await web.app.inject({ method: 'GET', url: '/login' })).statusCode).toBe(200);

    const response = await web.app.inject({ method: 'GET', url: '/metrics', headers: BEARER });
    expect(response.body).not.toContain(RAW_ID);
    const samples = parseExposition(response.body);
    const requests = (route: string, statusClass: string) =>
      sampleValue(samples, 'http_requests_total', { method: 'GET', route, status_class: statusClass });
    expect(requests('/api/health', '2xx')).toBe(3);
    expect(requests('/api/album/:id', '4xx')).toBe(1);
    // No route matched: an unknown path and a web app page (the not-found handler serves both).
    expect(requests('*', '4xx')).toBe(1);
    expect(requests('*', '2xx')).toBe(1);
    const durations = { method: 'GET', route: '/api/health', status_class: '2xx' };
    expect(sampleValue(samples, 'http_request_duration_seconds_count', durations)).toBe(3);
    expect(sampleValue(samples, 'http_request_duration_seconds_bucket', { ...durations, le: '+Inf' })).toBe(3);
    expect(sampleValue(samples, 'http_request_duration_seconds_sum', durations)).toBeGreaterThan(0);
    // Every series says which role the process has.
    expect(samples.every((s) => s.labels.role === 'web')).toBe(true);
    // The process's own figures come along (prom-client's defaults).
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('reports the open sockets and their subscriptions by channel', async () => {
    const user = await createUser(web.db, { role: 'provider' });
    cable = await openCable(baseUrl, await signIn(web.app, user));
    expect(await cable.subscribe({ channel: NOTIFICATION_CHANNEL })).toMatchObject({ type: 'confirm_subscription' });
    const samples = await scrape();
    expect(sampleValue(samples, 'live_open_sockets')).toBe(1);
    expect(sampleValue(samples, 'live_subscriptions', { channel: NOTIFICATION_CHANNEL })).toBe(1);
    // A channel without subscribers reads 0.
    expect(sampleValue(samples, 'live_subscriptions', { channel: 'ChatChannel' })).toBe(0);
  });

  it('reads the outbox depth at the scrape, and the database pool', async () => {
    // A web process delivers nothing: what it writes waits in the outbox for a worker.
    const user = await createUser(web.db, { role: 'customer' });
    await web.db.transaction(async (tx) => {
      await notify(tx, { userId: user.id, taskName: 'New Message from a Pro', text: 'One' });
      await notify(tx, { userId: user.id, taskName: 'New Message from a Pro', text: 'Two' });
    });
    const [{ waiting }] = await web.db.select({ waiting: count() }).from(notificationOutbox);
    expect(waiting).toBeGreaterThanOrEqual(2);
    const samples = await scrape();
    expect(sampleValue(samples, 'notification_outbox_depth')).toBe(waiting);
    expect(sampleValue(samples, 'notification_delivery_failures_total', { channel: 'email' })).toBe(0);

    const total = sampleValue(samples, 'db_pool_connections') ?? -1;
    const idle = sampleValue(samples, 'db_pool_idle_connections') ?? -1;
    if (dialect === 'pglite') expect([total, idle]).toEqual([1, 1]);
    else expect(total).toBeGreaterThanOrEqual(1);
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(idle).toBeLessThanOrEqual(total);
    expect(sampleValue(samples, 'db_pool_waiting_requests')).toBe(0);
  });

  it('observes the publish-to-deliver lag of broadcasts through Redis', async () => {
    expect(web.app.live.transport).toBe('redis');
    // Ending sessions is announced to every process through the broker, this one included.
    await web.app.live.endSessions([2_147_483_000]);
    await until(
      async () =>
        (sampleValue(await scrape(), 'live_broker_publish_to_deliver_seconds_count', { stream: 'sessions' }) ?? 0) >= 1,
      10_000,
      'the broadcast to come back through Redis',
    );
    const samples = await scrape();
    const sum = sampleValue(samples, 'live_broker_publish_to_deliver_seconds_sum', { stream: 'sessions' }) ?? -1;
    expect(sum).toBeGreaterThanOrEqual(0);
    expect(sum).toBeLessThan(10);
  });

  it('serves /metrics on METRICS_PORT, at 127.0.0.1, asking for the token too', async () => {
    const address = web.app.metricsAddress();
    expect(address?.address).toBe('127.0.0.1');
    const url = `http://127.0.0.1:${address?.port}`;
    const scraped = await fetch(`${url}/metrics`, { headers: BEARER });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const samples = parseExposition(await scraped.text());
    expect(sampleValue(samples, 'http_requests_total', { route: '/api/health', status_class: '2xx' })).toBe(3);
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    expect((await fetch(`${url}/api/health`, { headers: BEARER })).status).toBe(404);
    expect((await fetch(`${url}/metrics`, { method: 'POST', headers: BEARER })).status).toBe(404);
  });

  it('counts the runs of scheduled jobs, from 0, in a process that runs them', async () => {
    const text = await plain.app.metrics.registry.metrics();
    const before = parseExposition(text);
    expect(sampleValue(before, 'job_runs_total', { job: 'prune-auth-tokens' })).toBe(0);
    expect(sampleValue(before, 'job_failures_total', { job: 'prune-auth-tokens' })).toBe(0);
    await plain.db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, 'prune-auth-tokens'));
    expect(await plain.app.scheduler.tick()).toContain('prune-auth-tokens');
    const after = parseExposition(await plain.app.metrics.registry.metrics());
    expect(sampleValue(after, 'job_runs_total', { job: 'prune-auth-tokens' })).toBe(1);
    expect(sampleValue(after, 'job_failures_total', { job: 'prune-auth-tokens' })).toBe(0);
    expect(sampleValue(after, 'job_duration_seconds_count', { job: 'prune-auth-tokens' })).toBe(1);
  });
});
