import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (README "Metrics"), each on the app's own registry (two apps in
 * one process, as in the tests, never share a series). Counters and histograms are counted as things
 * happen; the gauges are read when Prometheus scrapes, from the readers their owners hand in.
 */
export interface Metrics {
  readonly registry: Registry;
  /** Hands in the gauges' readers (the live module: sockets and subscriptions; …), each read at every scrape. */
  readOnScrape(readers: Partial<ScrapeReaders>): void;
  /** One answered HTTP request: its method, route pattern (`routeLabel`), status code and time. */
  httpRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** A broadcast arrived from the broker and went to this process's sockets, `seconds` after it was published. */
  brokerDelivery(stream: string, seconds: number): void;
  /** A notification channel (live, email, sms, push) failed for one notification; it is retried. */
  deliveryFailed(channel: string): void;
  /** A notification was given up on after its last try. */
  deliveryGivenUp(): void;
  /** The jobs this process may run: their counters start at 0, so a first failure shows as an increase. */
  declareJobs(jobs: readonly string[]): void;
  /** A scheduled job's run ended, `failed` or not. */
  jobRan(job: string, seconds: number, failed: boolean): void;
}

/** The channels a notification goes out on, and `dispatcher` for a row that could not be handled at all. */
export const DELIVERY_CHANNELS = ['live', 'email', 'sms', 'push', 'dispatcher'] as const;

export interface ScrapeReaders {
  /** Open, signed-in /cable sockets. */
  openSockets: () => number;
  /** /cable subscriptions by channel name. */
  subscriptionsByChannel: () => ReadonlyMap<string, number>;
  /** Rows in notification_outbox; undefined when it could not be read (the gauge keeps its last value). */
  outboxDepth: () => Promise<number | undefined>;
  /** The database's connections: open, idle, and queries waiting for one. */
  dbPool: () => { total: number; idle: number; waiting: number };
}

export interface CreateMetricsOptions {
  /** PROCESS_ROLE: a label on every series, so a dashboard tells the web processes from the workers. */
  role: string;
  /** Adds prom-client's process metrics (CPU, memory, event-loop delay, GC): when /metrics is served. */
  processMetrics?: boolean;
}

/** `2xx`, `4xx`, …: a status class keeps the series few. */
export const statusClass = (statusCode: number) => `${Math.floor(statusCode / 100)}xx`;

/** The label of requests no route matched: the web app's pages (the not-found handler serves them) and unknown paths. */
export const UNMATCHED_ROUTE = '*';

/**
 * A request's route label: the route's pattern (`/api/album/:id`, never the address asked for, so no
 * id becomes a series), `*` when no route matched, and `/assets/*` for the web build's files (one
 * route per file, renamed at every build).
 */
export function routeLabel(pattern: string | undefined, isNotFound: boolean): string {
  if (isNotFound || !pattern) return UNMATCHED_ROUTE;
  if (pattern.startsWith('/assets/')) return '/assets/*';
  return pattern;
}

/** The broker stream's kind (`chat`, `notifications`, `sessions`): the text before its first colon, never its ids. */
export const streamKind = (stream: string) => stream.split(':', 1)[0] ?? stream;

export function createMetrics({ role, processMetrics = false }: CreateMetricsOptions): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ role });
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const readers: Partial<ScrapeReaders> = {};

  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  new Gauge({
    name: 'live_open_sockets',
    help: 'Open, signed-in /cable sockets of this process.',
    registers,
    collect() {
      if (readers.openSockets) this.set(readers.openSockets());
    },
  });
  new Gauge({
    name: 'live_subscriptions',
    help: '/cable subscriptions of this process, by channel.',
    labelNames: ['channel'] as const,
    registers,
    collect() {
      if (!readers.subscriptionsByChannel) return;
      this.reset();
      for (const [channel, count] of readers.subscriptionsByChannel()) this.set({ channel }, count);
    },
  });
  const brokerLag = new Histogram({
    name: 'live_broker_publish_to_deliver_seconds',
    help: 'Time from a broadcast being published (on any process) to its delivery to the sockets of this one, through Redis, by stream kind.',
    labelNames: ['stream'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });

  new Gauge({
    name: 'notification_outbox_depth',
    help: 'Notifications waiting in notification_outbox for delivery (every process reads the same table).',
    registers,
    async collect() {
      const depth = await readers.outboxDepth?.();
      if (depth !== undefined) this.set(depth);
    },
  });
  const deliveryFailures = new Counter({
    name: 'notification_delivery_failures_total',
    help: 'Failed deliveries of a notification on one channel (live, email, sms, push; dispatcher: the row could not be handled), each retried later.',
    labelNames: ['channel'] as const,
    registers,
  });
  // From 0, so the first failure of a channel shows as an increase.
  for (const channel of DELIVERY_CHANNELS) deliveryFailures.inc({ channel }, 0);
  const deliveriesGivenUp = new Counter({
    name: 'notification_deliveries_given_up_total',
    help: 'Notifications given up on after their last delivery try.',
    registers,
  });

  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Runs of scheduled jobs in this process, by job.',
    labelNames: ['job'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'job_failures_total',
    help: 'Runs of scheduled jobs that failed, by job.',
    labelNames: ['job'] as const,
    registers,
  });
  const jobDuration = new Histogram({
    name: 'job_duration_seconds',
    help: 'How long the runs of scheduled jobs took, by job.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 600],
    registers,
  });

  const poolGauge = (name: string, help: string, read: (pool: ReturnType<ScrapeReaders['dbPool']>) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        if (readers.dbPool) this.set(read(readers.dbPool()));
      },
    });
  poolGauge('db_pool_connections', 'Open database connections of the pool (PGlite: 1).', (pool) => pool.total);
  poolGauge('db_pool_idle_connections', 'Open database connections not in use.', (pool) => pool.idle);
  poolGauge('db_pool_waiting_requests', 'Queries waiting for a database connection.', (pool) => pool.waiting);

  return {
    registry,
    readOnScrape(given) {
      Object.assign(readers, given);
    },
    httpRequest(method, route, statusCode, seconds) {
      const labels = { method, route, status_class: statusClass(statusCode) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
    },
    brokerDelivery(stream, seconds) {
      brokerLag.observe({ stream: streamKind(stream) }, seconds);
    },
    deliveryFailed(channel) {
      deliveryFailures.inc({ channel });
    },
    deliveryGivenUp() {
      deliveriesGivenUp.inc();
    },
    declareJobs(jobs) {
      for (const job of jobs) {
        jobRuns.inc({ job }, 0);
        jobFailures.inc({ job }, 0);
      }
    },
    jobRan(job, seconds, failed) {
      jobRuns.inc({ job });
      if (failed) jobFailures.inc({ job });
      jobDuration.observe({ job }, seconds);
    },
  };
}
