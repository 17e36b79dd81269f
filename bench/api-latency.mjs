// Throughput and latency of the portal's API reads, on PGlite and on PostgreSQL, beside a bare
// Fastify route measured in the same run. Reported, never asserted.
//
//   npm run build && node bench/api-latency.mjs [--seconds 5] [--connections 20] [--only pglite|postgres]
//
// It starts everything itself, on 127.0.0.1 only: a bare Fastify server, then the built portal
// (apps/api/dist/server.js) on a temporary PGlite data directory and on a temporary database of the
// PostgreSQL server at BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres), which is
// dropped afterwards. Each call runs for a fixed time (5 s by default, after a 1 s warm-up) with
// autocannon. The server logs at BENCH_LOG_LEVEL (default `info`, as in production; its output is discarded);
// BENCH_SERVER names another bundle than apps/api/dist/server.js.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  cleanups,
  freePort,
  importBundled,
  measure,
  readLoadAverage,
  requireBuilt,
  rssMb,
  startBareFastify,
  startChild,
  WARMUP_SECONDS,
  waitUntilUp,
} from './support.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    only: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const STARTS = 3;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL || 'info';
const SERVER = process.env.BENCH_SERVER || new URL('../apps/api/dist/server.js', import.meta.url).pathname;
const DEMO = { email: 'demo.pro@homebid.local', password: 'HomeBid-demo-2026', user_type: 2 };

requireBuilt(SERVER);

async function signIn(base) {
  const response = await fetch(`${base}/api/auth/sign_in.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`demo sign-in failed (${response.status}): ${await response.text()}`);
  return Object.fromEntries(['access-token', 'client', 'uid'].map((h) => [h, response.headers.get(h)]));
}

/** Gives the demo provider two service types, three sub-types and one 10-mile area, as a real profile has. */
async function fillDemoProfile(base, session) {
  const catalogue = await (await fetch(`${base}/api/service_list`)).json();
  const [first, second] = catalogue.data;
  const update = {
    provider: {
      company_name: 'Demo Home Services LLC',
      company_type: 2,
      street_address: '350 5th Ave',
      zipcode: '10118',
      years_of_business: 8,
      project_type_ids: [first.id, second.id],
      project_sub_type_ids: [...first.project_sub_types.slice(0, 2), second.project_sub_types[0]].map((s) => s.id),
      provider_locations_attributes: [{ zipcode: '10118', radius: 10 }],
    },
  };
  const response = await fetch(`${base}/api/providers/update.json`, {
    method: 'PUT',
    headers: { ...session, 'content-type': 'application/json' },
    body: JSON.stringify(update),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`profile update failed (${response.status}): ${await response.text()}`);
  return (await response.json()).data.serviced_zipcodes_count;
}

/** Starts the built portal on `env`'s database, signs the demo provider in and measures its calls. */
async function measurePortal(label, env, backendPids) {
  const dataDir = await mkdtemp(join(tmpdir(), 'homebid-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serverEnv = {
    NODE_ENV: 'production',
    DEMO: '1',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL,
    PUBLIC_URL: base,
    OTP_SECRET: randomBytes(24).toString('hex'),
    ...env,
  };
  const results = new Map();
  let proc;
  const run = async (name, call) => {
    results.set(
      name,
      await measure(base, call, {
        connections: CONNECTIONS,
        seconds: SECONDS,
        serverPid: proc.child.pid,
        backendPids,
      }),
    );
  };
  try {
    const started = Date.now();
    // On a busy machine the first start's migrations and reference data can outlast Fastify's plugin
    // timeout (10 s); what was committed stays, so another start gets further.
    for (let attempt = 1; ; attempt++) {
      proc = startChild([SERVER], serverEnv);
      try {
        await waitUntilUp(base, '/api/health', proc);
        break;
      } catch (error) {
        await proc.stop();
        if (attempt >= STARTS) throw error;
        const reason = error.message.split('\n').find((line) => /Error\b/.test(line)) ?? error.message.split('\n')[0];
        process.stderr.write(`${label}: start ${attempt} failed (${reason.trim()}), starting again\n`);
      }
    }
    process.stderr.write(`${label}: up in ${((Date.now() - started) / 1000).toFixed(1)} s; measuring…\n`);
    const session = await signIn(base);
    await run('GET /api/health', { path: '/api/health' });
    await run('GET /api/service_list', { path: '/api/service_list' });
    const etag = (await fetch(`${base}/api/service_list`)).headers.get('etag');
    if (etag)
      await run('GET /api/service_list (If-None-Match: 304)', {
        path: '/api/service_list',
        headers: { 'if-none-match': etag },
        status: 304,
      });
    await run('GET /api/get_locations?search=100', { path: '/api/get_locations?search=100' });
    // The client and uid are right and the token wrong: the whole lookup runs, then 401.
    await run('session lookup alone (wrong token: 401)', {
      path: '/api/user_profile.json',
      headers: { ...session, 'access-token': 'x'.repeat(32) },
      status: 401,
    });
    await run('GET /api/user_profile.json (demo as seeded)', { path: '/api/user_profile.json', headers: session });
    const zips = await fillDemoProfile(base, session);
    await run(`GET /api/user_profile.json (3 services, ${zips} zips)`, {
      path: '/api/user_profile.json',
      headers: session,
    });
    results.set('memory', { rss: rssMb(proc.child.pid) });
  } finally {
    await proc?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}

async function measureBareFastify() {
  const { base, proc } = await startBareFastify();
  try {
    const result = await measure(
      base,
      { path: '/' },
      { connections: CONNECTIONS, seconds: SECONDS, serverPid: proc.child.pid },
    );
    return new Map([['bare Fastify route (no logging, no database)', result]]);
  } finally {
    await proc.stop();
  }
}

/**
 * Migrates and seeds a new database before the server starts, with packages/db's own
 * migrateAndSeed (bundled here by esbuild, as the API's build does): the server does it inside a
 * Fastify plugin, which must finish within 10 s, and a busy machine can take longer.
 */
async function migrateAndSeed(url) {
  const db = await importBundled(
    'migrate',
    "export { openDatabase } from '@homebid/db/client';\nexport { migrateAndSeed } from '@homebid/db/migrate';",
  );
  const handle = await db.openDatabase({ url, poolSize: 2 });
  try {
    await db.migrateAndSeed(handle);
  } finally {
    await handle.close();
  }
}

/** Runs `work` on a new database of the PostgreSQL server, dropped afterwards. */
async function withTemporaryPostgres(work) {
  const name = `homebid_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  admin.on('error', () => {});
  await admin.connect();
  const drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    cleanups.push(drop);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    await migrateAndSeed(url.toString());
    // The server's pooled connections, whose CPU time counts as the database's share.
    const backendPids = async () =>
      (await admin.query('select pid from pg_stat_activity where datname = $1', [name])).rows.map((r) => r.pid);
    return await work(url.toString(), backendPids);
  } finally {
    cleanups.splice(cleanups.indexOf(drop), 1);
    await drop();
  }
}

const t0 = Date.now();
const targets = [];
const attempt = async (label, work) => {
  try {
    targets.push([label, await work()]);
  } catch (error) {
    console.error(`${label} skipped: ${error.message}`);
  }
};
await attempt('Fastify', measureBareFastify);
if (args.only !== 'postgres') await attempt('PGlite', () => measurePortal('PGlite', {}));
if (args.only !== 'pglite')
  await attempt('PostgreSQL', () =>
    withTemporaryPostgres((url, pids) => measurePortal('PostgreSQL', { DATABASE_URL: url }, pids)),
  );

const ms = (value) => (value === null || value === undefined ? '' : value.toFixed(2));
const rows = [['call', 'database', 'req/s', 'p50 ms', 'p99 ms', 'server CPU ms/req', 'PG CPU ms/req', 'wrong status']];
const calls = [...new Set(targets.flatMap(([, results]) => [...results.keys()]))].filter((name) => name !== 'memory');
for (const name of calls)
  for (const [label, results] of targets) {
    const r = results.get(name);
    if (r) rows.push([name, label, r.rps, ms(r.p50), ms(r.p99), ms(r.serverCpu), ms(r.backendCpu), r.wrong || '']);
  }
const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s per call after a ${WARMUP_SECONDS} s warm-up; server LOG_LEVEL=${LOG_LEVEL}; ` +
    `Node ${process.version}; load average before the end ${readLoadAverage()}; total ${Math.round((Date.now() - t0) / 1000)} s\n`,
);
for (const row of rows)
  console.log(
    row.map((value, i) => (i < 2 ? String(value).padEnd(widths[i]) : String(value).padStart(widths[i]))).join('  '),
  );
for (const [label, results] of targets)
  if (results.get('memory')) console.log(`${label} server memory after its run (RSS): ${results.get('memory').rss} MB`);
