// Each fleet member's Prometheus /metrics (on its own port, with METRICS_TOKEN), read into the few
// figures the report prints.

/** Parses the text format into [{ name, labels, value }] (comments and blank lines skipped). */
export function parseMetrics(text) {
  const samples = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!match) continue;
    const labels = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[pair[1]] = pair[2];
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** The upper bound of the bucket holding quantile `q` of a histogram's summed buckets (null when empty). */
function histogramQuantile(samples, name, q, keep = () => true) {
  const byLe = new Map();
  for (const s of samples) {
    if (s.name !== `${name}_bucket` || !keep(s.labels)) continue;
    byLe.set(s.labels.le, (byLe.get(s.labels.le) ?? 0) + s.value);
  }
  const total = byLe.get('+Inf') ?? 0;
  if (!total) return null;
  const bounds = [...byLe.entries()].filter(([le]) => le !== '+Inf').sort((a, b) => Number(a[0]) - Number(b[0]));
  for (const [le, count] of bounds) if (count >= q * total) return Number(le);
  return Number.POSITIVE_INFINITY;
}

const sum = (samples, name, keep = () => true) =>
  samples.filter((s) => s.name === name && keep(s.labels)).reduce((total, s) => total + s.value, 0);

/** The scrapes' and the proxy's health checks are not the clients' requests. */
const isClientRoute = (labels) => labels.route !== '/metrics' && labels.route !== '/api/health';

/** The figures of one member's scrape. */
export function summarise(samples) {
  const jobs = {};
  for (const s of samples.filter((x) => x.name === 'job_runs_total')) jobs[s.labels.job] = s.value;
  return {
    requests: sum(samples, 'http_requests_total', isClientRoute),
    requests5xx: sum(samples, 'http_requests_total', (l) => isClientRoute(l) && l.status_class === '5xx'),
    requestP99: histogramQuantile(samples, 'http_request_duration_seconds', 0.99, isClientRoute),
    openSockets: sum(samples, 'live_open_sockets'),
    chatSubscriptions: sum(samples, 'live_subscriptions', (l) => l.channel === 'ChatChannel'),
    outboxDepth: sum(samples, 'notification_outbox_depth'),
    brokerChatP99: histogramQuantile(
      samples,
      'live_broker_publish_to_deliver_seconds',
      0.99,
      (l) => l.stream === 'chat',
    ),
    brokerDeliveries: sum(samples, 'live_broker_publish_to_deliver_seconds_count'),
    deliveryFailures: sum(samples, 'notification_delivery_failures_total'),
    jobs,
    poolWaiting: sum(samples, 'db_pool_waiting_requests'),
  };
}

/** Scrapes every web process and the worker; a member that does not answer is `null`. */
export async function scrapeFleet(members, token) {
  const rows = await Promise.all(
    members
      .filter((m) => m.role === 'web' || m.role === 'worker')
      .map(async (m) => {
        try {
          const response = await fetch(`http://127.0.0.1:${m.port}/metrics`, {
            headers: { authorization: `Bearer ${token}` },
            signal: AbortSignal.timeout(5000),
          });
          if (!response.ok) return [m.name, null];
          return [m.name, summarise(parseMetrics(await response.text()))];
        } catch {
          return [m.name, null];
        }
      }),
  );
  return Object.fromEntries(rows);
}
