// Latency and throughput of a few API calls against a running portal, and its memory.
// Usage: node bench/api-latency.mjs [baseUrl=http://127.0.0.1:3000] [requests=2000] [concurrency=20]
// Reported, never asserted. Start the portal first (npm start).
const [base = 'http://127.0.0.1:3000', total = '2000', concurrency = '20'] = process.argv.slice(2);

async function signIn() {
  const response = await fetch(`${base}/api/auth/sign_in.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo.pro@homebid.local', password: 'HomeBid-demo-2026', user_type: 2 }),
  });
  if (!response.ok) throw new Error(`demo sign-in failed (${response.status}): is DEMO on?`);
  return Object.fromEntries(['access-token', 'client', 'uid'].map((h) => [h, response.headers.get(h)]));
}

async function measure(name, request, { count = Number(total), expectedStatus = 200 } = {}) {
  const times = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Number(concurrency) }, async () => {
      while (next++ < count) {
        const t = performance.now();
        const response = await request();
        await response.arrayBuffer();
        if (response.status !== expectedStatus) failures++;
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  console.log(
    `${name.padEnd(34)} ${String(Math.round(times.length / seconds)).padStart(6)} req/s  p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms  failures ${failures}`,
  );
}

const session = await signIn();
await measure('GET /api/health', () => fetch(`${base}/api/health`));
await measure('GET /api/service_list', () => fetch(`${base}/api/service_list`));
await measure('GET /api/get_locations?search=100', () => fetch(`${base}/api/get_locations?search=100`));
await measure('GET / (index.html)', () => fetch(`${base}/dashboard`));
await measure(
  'DELETE /api/auth/sign_out (bad token, 401)',
  () => fetch(`${base}/api/auth/sign_out`, { method: 'DELETE', headers: { ...session, 'access-token': 'x' } }),
  { expectedStatus: 401 },
);
// Argon2id is deliberately slow, and sign-ins are limited per IP (RATE_LIMIT_SIGN_IN_PER_MINUTE,
// 20 by default): a few stay under the limit and show the hashing cost.
await measure(
  'POST /api/auth/sign_in.json (Argon2id)',
  () =>
    fetch(`${base}/api/auth/sign_in.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo.pro@homebid.local', password: 'HomeBid-demo-2026', user_type: 2 }),
    }),
  { count: 15 },
);
