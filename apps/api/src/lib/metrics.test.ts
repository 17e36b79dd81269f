import { describe, expect, it } from 'vitest';
import { createMetrics, routeLabel, statusClass, streamKind, UNMATCHED_ROUTE } from './metrics';

/** The samples of one metric: each one's labels (the role left out) and value. */
async function samples(metrics: ReturnType<typeof createMetrics>, name: string) {
  const metric = metrics.registry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  // Histograms name each sample (`…_bucket`, `…_sum`, `…_count`).
  return values.map((sample) => ({
    name: ('metricName' in sample && typeof sample.metricName === 'string' && sample.metricName) || name,
    labels: sample.labels,
    value: sample.value,
  }));
}

describe('metrics labels', () => {
  it('labels a request by its route pattern, never the address asked for', () => {
    expect(routeLabel('/api/album/:id', false)).toBe('/api/album/:id');
    expect(routeLabel(undefined, false)).toBe(UNMATCHED_ROUTE);
    // The not-found handler serves the web app's pages and every unknown path under one label.
    expect(routeLabel('/*', true)).toBe(UNMATCHED_ROUTE);
    // The web build's files are a route each, renamed at every build: one label.
    expect(routeLabel('/assets/index-3f9a1c.js', false)).toBe('/assets/*');
  });

  it('counts status codes by class and streams by kind (no ids)', () => {
    expect([200, 204, 304, 401, 404, 503].map(statusClass)).toEqual(['2xx', '2xx', '3xx', '4xx', '4xx', '5xx']);
    expect(streamKind('chat:12:34')).toBe('chat');
    expect(streamKind('notifications:7')).toBe('notifications');
    expect(streamKind('sessions:ended')).toBe('sessions');
  });
});

describe('createMetrics', () => {
  it('counts requests and their times by method, route and status class', async () => {
    const metrics = createMetrics({ role: 'web' });
    metrics.httpRequest('GET', '/api/album/:id', 200, 0.02);
    metrics.httpRequest('GET', '/api/album/:id', 201, 0.3);
    metrics.httpRequest('POST', '/api/album', 422, 0.004);
    expect(await samples(metrics, 'http_requests_total')).toEqual([
      {
        name: 'http_requests_total',
        labels: { method: 'GET', route: '/api/album/:id', status_class: '2xx' },
        value: 2,
      },
      { name: 'http_requests_total', labels: { method: 'POST', route: '/api/album', status_class: '4xx' }, value: 1 },
    ]);
    const duration = await samples(metrics, 'http_request_duration_seconds');
    const album = (name: string, le?: number) =>
      duration.find(
        (s) => s.name === name && s.labels.route === '/api/album/:id' && (le === undefined || s.labels.le === le),
      )?.value;
    expect(album('http_request_duration_seconds_count')).toBe(2);
    expect(album('http_request_duration_seconds_sum')).toBeCloseTo(0.32);
    expect(album('http_request_duration_seconds_bucket', 0.025)).toBe(1);
    expect(album('http_request_duration_seconds_bucket', 0.5)).toBe(2);
    // Every series carries the process's role.
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^http_requests_total\{.*role="web".*\} 2$/m);
  });

  it('reads the gauges from their owners at each scrape', async () => {
    const metrics = createMetrics({ role: 'all' });
    let sockets = 3;
    let depth: number | undefined = 5;
    metrics.readOnScrape({
      openSockets: () => sockets,
      subscriptionsByChannel: () =>
        new Map([
          ['ChatChannel', 4],
          ['NotificationChannel', 2],
        ]),
      outboxDepth: async () => depth,
      dbPool: () => ({ total: 10, idle: 7, waiting: 1 }),
    });
    expect((await samples(metrics, 'live_open_sockets'))[0].value).toBe(3);
    expect(await samples(metrics, 'live_subscriptions')).toEqual([
      { name: 'live_subscriptions', labels: { channel: 'ChatChannel' }, value: 4 },
      { name: 'live_subscriptions', labels: { channel: 'NotificationChannel' }, value: 2 },
    ]);
    expect((await samples(metrics, 'notification_outbox_depth'))[0].value).toBe(5);
    expect((await samples(metrics, 'db_pool_connections'))[0].value).toBe(10);
    expect((await samples(metrics, 'db_pool_idle_connections'))[0].value).toBe(7);
    expect((await samples(metrics, 'db_pool_waiting_requests'))[0].value).toBe(1);
    sockets = 1;
    // The outbox could not be read: the depth keeps its last value rather than failing the scrape.
    depth = undefined;
    expect((await samples(metrics, 'live_open_sockets'))[0].value).toBe(1);
    expect((await samples(metrics, 'notification_outbox_depth'))[0].value).toBe(5);
  });

  it('counts job runs and failures from 0, and delivery failures by channel', async () => {
    const metrics = createMetrics({ role: 'worker' });
    metrics.declareJobs(['prune-auth-tokens', 'remind-to-bid']);
    metrics.jobRan('remind-to-bid', 0.2, false);
    metrics.jobRan('remind-to-bid', 0.4, true);
    expect(await samples(metrics, 'job_runs_total')).toEqual([
      { name: 'job_runs_total', labels: { job: 'prune-auth-tokens' }, value: 0 },
      { name: 'job_runs_total', labels: { job: 'remind-to-bid' }, value: 2 },
    ]);
    expect(await samples(metrics, 'job_failures_total')).toEqual([
      { name: 'job_failures_total', labels: { job: 'prune-auth-tokens' }, value: 0 },
      { name: 'job_failures_total', labels: { job: 'remind-to-bid' }, value: 1 },
    ]);
    metrics.deliveryFailed('sms');
    metrics.deliveryFailed('sms');
    metrics.deliveryGivenUp();
    const failures = await samples(metrics, 'notification_delivery_failures_total');
    expect(Object.fromEntries(failures.map((s) => [s.labels.channel, s.value]))).toEqual({
      live: 0,
      email: 0,
      sms: 2,
      push: 0,
      dispatcher: 0,
    });
    expect((await samples(metrics, 'notification_deliveries_given_up_total'))[0].value).toBe(1);
  });

  it('observes the broker lag by stream kind', async () => {
    const metrics = createMetrics({ role: 'web' });
    metrics.brokerDelivery('chat:5:6', 0.003);
    metrics.brokerDelivery('chat:7:8', 0.2);
    const lag = await samples(metrics, 'live_broker_publish_to_deliver_seconds');
    const count = lag.find((s) => s.name === 'live_broker_publish_to_deliver_seconds_count');
    expect(count).toMatchObject({ labels: { stream: 'chat' }, value: 2 });
  });

  it('keeps two apps in one process apart (each its own registry)', async () => {
    const one = createMetrics({ role: 'all' });
    const two = createMetrics({ role: 'all' });
    one.httpRequest('GET', '/api/health', 200, 0.001);
    expect(await samples(two, 'http_requests_total')).toEqual([]);
  });
});
