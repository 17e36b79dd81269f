// The marketplace at scale: 100,000 projects over the US and the Available
// Projects list of a provider with a 90-mile area around Manhattan, on PGlite and on PostgreSQL,
// beside a bare Fastify route measured in the same run, and what keeping the list's matches costs the
// writes (a project post; the provider's area of ~2,000 zip codes replaced). Reported, never asserted;
// the goal is at least 2,000 req/s at 20 connections with a p95 of at most 15 ms on PostgreSQL, and
// 400 req/s on PGlite.
//
//   npm run build && node bench/marketplace.mjs [--projects 100000] [--seconds 10] [--connections 20]
//                                               [--only pglite|postgres] [--explain] [--keep] [--identity]
//                                               [--server-warmup 5]
//
// For each database it starts from nothing, on 127.0.0.1 only: a temporary PGlite data directory,
// or a temporary database of the PostgreSQL server at BENCH_POSTGRES_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards. The server's own migrations and
// reference data are applied with packages/db's migrateAndSeed (bundled here by esbuild, as the
// API's build does), then the projects are loaded with a few bulk INSERT … SELECT statements (zip
// codes, sub-types and ages drawn at random, 85 % open for bids, half with a photo, one in 50 with a
// phone number in its title, rival bids on a quarter), their masked copies are made as posting a
// project makes them (modules/project-masking), then VACUUM ANALYZE on PostgreSQL (PGlite has no
// autovacuum: it stays as loaded). Only then does the built server (apps/api/dist/server.js, or
// BENCH_SERVER) start on it; the benchmark provider signs in through the API, sets its ten services
// and its 90-mile area around 10001 through PUT /api/providers/update.json (so the portal computes
// its serviced zip codes), and bids on a few projects.
//
// The freshly started server first runs every call for --server-warmup seconds, unmeasured. Then
// each call runs for --seconds (after a 1 s warm-up) with autocannon at --connections, then for
// half as long at one connection: with one connection the figures are a request's own latency;
// with twenty, requests queue behind each other in the one Node.js process (and PGlite's one
// connection), so latency there is mostly queueing and req/s is the figure to read. p95 comes from
// every response's own time. --explain prints EXPLAIN ANALYZE of the list's query on PostgreSQL;
// --keep leaves the PostgreSQL database and the PGlite data directory in place for a closer look.
// Requests carry a browser's Accept-Encoding (the answer goes out brotli-compressed); --identity
// asks for it uncompressed.
//
// A provider's list is served from the process's memory while its list revision (read with the
// session) holds, so after the first request these figures are the session lookup and the kept
// answer; the first request of a revision, and the writes below, are what the database does.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import {
  cleanups,
  freePort,
  importBundled,
  measure,
  readLoadAverage,
  requireBuilt,
  startBareFastify,
  startChild,
  WARMUP_SECONDS,
  waitUntilUp,
  warmUp,
} from './support.mjs';

const { values: args } = parseArgs({
  options: {
    projects: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    'server-warmup': { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    only: { type: 'string' },
    explain: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    identity: { type: 'boolean', default: false },
  },
});
const PROJECTS = Number(args.projects);
const SECONDS = Number(args.seconds);
const SERVER_WARMUP_SECONDS = Number(args['server-warmup']);
const CONNECTIONS = Number(args.connections);
/** What a browser asks for (Chromium's header); --identity asks for the answer uncompressed. */
const ACCEPT_ENCODING = args.identity ? 'identity' : 'gzip, deflate, br, zstd';
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL || 'info';
const ROOT = new URL('..', import.meta.url).pathname;
const SERVER = process.env.BENCH_SERVER || join(ROOT, 'apps/api/dist/server.js');
const PROVIDER = { email: 'bench.pro@homebid.local', password: 'Bench-provider-2026', user_type: 2 };
const AREA = { zipcode: '10001', radius: 90 };
/** A customer with a verified phone, who posts projects in the provider's area to time a post. */
const POSTER = { email: 'bench.poster@homebid.local', password: PROVIDER.password, user_type: 1 };
/** How many of each write are timed: area changes (each rematching ~2,000 zip codes) and project posts. */
const AREA_CHANGES = 6;
const POSTS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

requireBuilt(SERVER);

const log = (line) => process.stderr.write(`${line}\n`);

// ── The data ────────────────────────────────────────────────────────────────────────────────────

/** packages/db's openDatabase and migrateAndSeed: the server's own migrations and reference data. */
const loadDbPackage = () =>
  importBundled(
    'db',
    "export { openDatabase } from '@homebid/db/client';\nexport { migrateAndSeed } from '@homebid/db/migrate';\n" +
      "export { remaskStaleProjects } from './apps/api/src/modules/project-masking';",
  );

/**
 * The statements that load the data: customers, rival pros, the benchmark provider (its services
 * and area come later, through the API), `projects` projects over every US zip code with
 * sub-types and ages (0 to 30 days) drawn at random, photos and rival bids.
 */
function loadStatements(projects, passwordHash) {
  const now = new Date().toISOString();
  return [
    'select setseed(0.42)',
    `insert into users (user_type, name, email, mobile_number, signup_status, confirmed_at)
     select 1, 'Bench Customer ' || g, 'bench.customer.' || g || '@homebid.local', null, 'completed', '${now}'
     from generate_series(1, 50) g`,
    `insert into users (user_type, name, email, signup_status, confirmed_at)
     select 2, 'Rival Pro ' || g, 'bench.rival.' || g || '@homebid.local', 'completed', '${now}'
     from generate_series(1, 5) g`,
    `insert into providers (user_id, company_name, company_type, zipcode)
     select id, name || ' LLC', 2, '10001' from users where email like 'bench.rival.%'`,
    `insert into users (user_type, name, email, password_hash, signup_status, confirmed_at)
     values (2, 'Bench Provider', '${PROVIDER.email}', '${passwordHash}', 'completed', '${now}')`,
    `insert into users (user_type, name, email, mobile_number, password_hash, signup_status, confirmed_at)
     values (1, 'Bench Poster', '${POSTER.email}', '2125550199', '${passwordHash}', 'completed', '${now}')`,
    `insert into providers (user_id, company_name, company_type, street_address, zipcode, years_of_business)
     select id, 'Bench Home Services LLC', 2, '350 5th Ave', '10118', 8 from users where email = '${PROVIDER.email}'`,
    `create temporary table bench_zips as
     select row_number() over (order by zip)::int as n, zip, city, state from zip_codes`,
    `create temporary table bench_sub_types as
     select row_number() over (order by id)::int as n, id, project_type_id, name from project_sub_types`,
    `create temporary table bench_people as
     select row_number() over (order by u.id)::int as n, u.id as user_id, p.id as provider_id
     from users u left join providers p on p.user_id = u.id
     where u.email like 'bench.customer.%' or u.email like 'bench.rival.%'`,
    `insert into projects (public_id, customer_user_id, project_type_id, project_sub_type_id, title, description,
       street_address, zipcode, city, state, budget_cents, question_answers, is_phone_verified, status,
       hired_provider_id, hired_at, completed_at, created_at, updated_at)
     select 'HB-BN' || r.g, c.user_id, st.project_type_id, st.id,
       st.name || ' in ' || z.city || case when r.g % 50 = 0 then ', call 212-555-' || lpad((r.g % 10000)::text, 4, '0') else '' end,
       'A benchmark project: ' || st.name || ' at a house in ' || z.city || ', ' || z.state || '.',
       r.g || ' Main St', z.zip, z.city, z.state,
       case when r.budget < 0.1 then null else (r.budget * 50000)::int * 100 end,
       '[{"question":"Is the water shut-off valve accessible?","answer":true,"question_type":4},
         {"question":"Which rooms?","answer":["Kitchen","Bathroom"],"question_type":6}]'::jsonb,
       true,
       case when r.state < 0.85 then 'bidding' when r.state < 0.95 then 'hired' else 'completed' end,
       case when r.state < 0.85 then null else rival.provider_id end,
       case when r.state < 0.85 then null else r.created_at + interval '1 day' end,
       case when r.state < 0.95 then null else r.created_at + interval '2 days' end,
       r.created_at, r.created_at
     from (
       select g, random() as budget, random() as state,
         1 + floor(random() * (select count(*) from bench_zips))::int as zi,
         1 + floor(random() * (select count(*) from bench_sub_types))::int as si,
         1 + floor(random() * 50)::int as ci,
         51 + floor(random() * 5)::int as ri,
         '${now}'::timestamptz - random() * interval '30 days' as created_at
       from generate_series(1, ${projects}) g
     ) r
     join bench_zips z on z.n = r.zi
     join bench_sub_types st on st.n = r.si
     join bench_people c on c.n = r.ci
     join bench_people rival on rival.n = r.ri`,
    `insert into stored_files (key, thumbnail_key, content_type, byte_size, width, height, visibility)
     values ('bench/photo.jpg', 'bench/photo-thumb.webp', 'image/jpeg', 20000, 800, 600, 'public')`,
    `insert into project_files (project_id, stored_file_id, kind, position)
     select p.id, f.id, 'image', 0 from projects p, stored_files f
     where f.key = 'bench/photo.jpg' and p.id % 2 = 0`,
    `insert into bids (project_id, provider_id, amount_cents, bid_type, created_at, updated_at)
     select p.id, r.provider_id, (100 + floor(random() * 5000))::int * 100, 0, p.created_at, p.created_at
     from projects p join bench_people r on r.provider_id is not null
     where random() < 0.06 or p.hired_provider_id = r.provider_id`,
    `update projects p set hired_bid_id = b.id from bids b
     where b.project_id = p.id and b.provider_id = p.hired_provider_id`,
  ];
}

/** Migrates a new database with the server's own migrations and loads the benchmark's data into it. */
async function prepareDatabase(label, openOptions) {
  const started = Date.now();
  const db = await loadDbPackage();
  const handle = await db.openDatabase({ ...openOptions, poolSize: 1 });
  try {
    await db.migrateAndSeed(handle);
    log(`${label}: migrated in ${((Date.now() - started) / 1000).toFixed(1)} s; loading ${PROJECTS} projects…`);
    const passwordHash = await hash(PROVIDER.password, {
      algorithm: 2,
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    });
    for (const statement of loadStatements(PROJECTS, passwordHash)) await handle.db.execute(statement);
    // The masked copies posting a project writes (modules/project-masking), made here for the loaded rows.
    const masking = Date.now();
    const masked = await db.remaskStaleProjects({ db: handle.db });
    log(`${label}: masked copies of ${masked} projects made in ${((Date.now() - masking) / 1000).toFixed(1)} s`);
    // PostgreSQL's autovacuum would soon do the same (statistics, visibility map); PGlite runs no
    // autovacuum and the portal never runs VACUUM or ANALYZE, so there it stays as loaded.
    if (handle.kind === 'postgres') await handle.db.execute('vacuum analyze');
    const { rows } = await handle.db.execute(
      "select count(*)::int as n, count(*) filter (where status = 'bidding')::int as open from projects",
    );
    log(
      `${label}: ${rows[0].n} projects (${rows[0].open} open) ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await handle.close();
  }
}

// ── The portal ──────────────────────────────────────────────────────────────────────────────────

async function signIn(base, who = PROVIDER) {
  const response = await fetch(`${base}/api/auth/sign_in.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`sign-in failed (${response.status}): ${await response.text()}`);
  return Object.fromEntries(['access-token', 'client', 'uid'].map((h) => [h, response.headers.get(h)]));
}

/** Ten services (sub-types of four types) and one area around 10001 (90 miles by default), through the API. */
async function setUpProvider(base, session, radius = AREA.radius) {
  const catalogue = (await (await fetch(`${base}/api/service_list`)).json()).data;
  const picks = [3, 3, 2, 2].map((n, i) => ({
    type: catalogue[i],
    subTypes: catalogue[i].project_sub_types.slice(0, n),
  }));
  const update = {
    provider: {
      company_name: 'Bench Home Services LLC',
      company_type: 2,
      street_address: '350 5th Ave',
      zipcode: '10118',
      years_of_business: 8,
      project_type_ids: picks.map((p) => p.type.id),
      project_sub_type_ids: picks.flatMap((p) => p.subTypes.map((s) => s.id)),
      provider_locations_attributes: [{ ...AREA, radius }],
    },
  };
  const response = await fetch(`${base}/api/providers/update.json`, {
    method: 'PUT',
    headers: { ...session, 'content-type': 'application/json' },
    body: JSON.stringify(update),
    signal: AbortSignal.timeout(120_000),
  });
  if (!response.ok) throw new Error(`profile update failed (${response.status}): ${await response.text()}`);
  return {
    zips: (await response.json()).data.serviced_zipcodes_count,
    services: update.provider.project_sub_type_ids.length,
    subTypes: picks.flatMap((p) => p.subTypes.map((subType) => ({ typeId: p.type.id, subTypeId: subType.id }))),
  };
}

/** The p50 and p95 of a list of milliseconds. */
function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: at(0.5), p95: at(0.95) };
}

/**
 * What keeping the matches costs the writes: the provider's area changed back and forth (each time
 * its ~2,000 zip codes are replaced and rematched), and projects posted in its area, one at a time.
 */
async function measureWrites(base, session, label) {
  const area = [];
  let zips = 0;
  for (let i = 0; i < AREA_CHANGES; i++) {
    const started = performance.now();
    const answer = await setUpProvider(base, session, i % 2 ? AREA.radius : AREA.radius - 1);
    area.push(performance.now() - started);
    zips = Math.max(zips, answer.zips);
  }
  const { subTypes } = await setUpProvider(base, session);
  const poster = await signIn(base, POSTER);
  const posts = [];
  for (let i = 0; i < POSTS; i++) {
    const { typeId, subTypeId } = subTypes[i % subTypes.length];
    const form = new FormData();
    form.set('title', `Bench post ${i + 1}`);
    form.set('description', 'A project posted by the benchmark to time a post.');
    form.set('project_type_id', String(typeId));
    form.set('project_sub_type_id', String(subTypeId));
    form.set('street_address', '1 Bench St');
    form.set('zipcode', AREA.zipcode);
    const started = performance.now();
    const response = await fetch(`${base}/api/v2/customers/projects`, { method: 'POST', headers: poster, body: form });
    posts.push(performance.now() - started);
    if (!response.ok) throw new Error(`post failed (${response.status}): ${await response.text()}`);
  }
  return [
    {
      name: `PUT /api/providers/update.json (area of ${zips} zip codes replaced)`,
      label,
      runs: area.length,
      ...percentiles(area),
    },
    { name: 'POST /api/v2/customers/projects (one at a time)', label, runs: posts.length, ...percentiles(posts) },
  ];
}

/** The provider bids on a few of the projects it sees (its own bid shows on their cards). */
async function placeBids(base, session, path) {
  const cards = (await (await fetch(`${base}${path}`, { headers: session })).json()).data.available;
  for (const card of cards.slice(0, 10)) {
    const form = new FormData();
    form.set('bid_amount', '750');
    form.set('bid_type', '0');
    form.set('bid_breakdown', 'Materials and labor');
    const response = await fetch(`${base}/api/v2/providers/projects/${card.id}/bid`, {
      method: 'POST',
      headers: session,
      body: form,
    });
    if (!response.ok) throw new Error(`bid failed (${response.status}): ${await response.text()}`);
  }
}

/** The answer's size as sent (fetch would decode it) and its encoding, e.g. "2.9 KB br". */
function wireBytes(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let size = 0;
        response.on('data', (chunk) => {
          size += chunk.length;
        });
        response.on('end', () =>
          resolve(`${(size / 1024).toFixed(1)} KB ${response.headers['content-encoding'] ?? 'identity'}`),
        );
      })
      .on('error', reject);
  });
}

/** Starts the built portal on the prepared database, sets the provider up and measures its list. */
async function measurePortal(label, env, backendPids) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const proc = startChild([SERVER], {
    NODE_ENV: 'production',
    DEMO: '0',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL,
    PUBLIC_URL: base,
    OTP_SECRET: randomBytes(24).toString('hex'),
    ...env,
  });
  const results = [];
  try {
    await waitUntilUp(base, '/api/health', proc);
    const session = await signIn(base);
    const { zips, services } = await setUpProvider(base, session);
    const today = new Date();
    const month = `start_date=${new Date(today.getTime() - 30 * DAY_MS).toISOString().slice(0, 10)}&end_date=${today.toISOString().slice(0, 10)}`;
    const calls = [
      { name: 'GET /api/v2/providers/projects (default: last 7 days)', path: '/api/v2/providers/projects' },
      { name: 'GET /api/v2/providers/projects (30 days)', path: `/api/v2/providers/projects?${month}` },
    ];
    await placeBids(base, session, calls[0].path);
    // A server that has been up a while has optimised its code: every call runs unmeasured first,
    // or the first call measured would pay the freshly started process's warm-up alone.
    for (const call of calls) {
      const headers = { ...session, 'accept-encoding': ACCEPT_ENCODING };
      await warmUp(base, { path: call.path, headers }, { connections: CONNECTIONS, seconds: SERVER_WARMUP_SECONDS });
    }
    for (const call of calls) {
      const answer = await fetch(`${base}${call.path}`, { headers: session });
      const body = await answer.text();
      const cards = JSON.parse(body).data.available.length;
      const sent = await wireBytes(`${base}${call.path}`, { ...session, 'accept-encoding': ACCEPT_ENCODING });
      log(`${label}: ${call.name}: ${cards} cards, ${Math.round(body.length / 1024)} KB, ${sent} on the wire`);
      for (const [connections, seconds] of [
        [CONNECTIONS, SECONDS],
        [1, Math.max(2, Math.round(SECONDS / 2))],
      ]) {
        const result = await measure(
          base,
          { path: call.path, headers: { ...session, 'accept-encoding': ACCEPT_ENCODING } },
          { connections, seconds, serverPid: proc.child.pid, backendPids },
        );
        results.push({ name: `${call.name}, ${cards} cards`, label, ...result });
      }
    }
    log(`${label}: the provider serves ${zips} zip codes and ${services} services`);
    writes.push(...(await measureWrites(base, session, label)));
  } finally {
    await proc.stop();
  }
  return results;
}

async function measureBareFastify() {
  const { base, proc } = await startBareFastify();
  try {
    const results = [];
    for (const [connections, seconds] of [
      [CONNECTIONS, SECONDS],
      [1, Math.max(2, Math.round(SECONDS / 2))],
    ]) {
      const result = await measure(base, { path: '/' }, { connections, seconds, serverPid: proc.child.pid });
      results.push({ name: 'bare Fastify route (no logging, no database)', label: 'Fastify', ...result });
    }
    return results;
  } finally {
    await proc.stop();
  }
}

async function runPglite() {
  const dataDir = await mkdtemp(join(tmpdir(), 'homebid-bench-market-'));
  const remove = () => rm(dataDir, { recursive: true, force: true });
  if (!args.keep) cleanups.push(remove);
  try {
    await prepareDatabase('PGlite', { dataDir: join(dataDir, 'db') });
    return await measurePortal('PGlite', { DATA_DIR: dataDir });
  } finally {
    if (args.keep) log(`PGlite: kept the data directory ${dataDir} (--keep); remove it yourself`);
    else await remove();
  }
}

async function runPostgres() {
  const name = `homebid_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  admin.on('error', () => {});
  await admin.connect();
  const dataDir = await mkdtemp(join(tmpdir(), 'homebid-bench-market-'));
  const drop = async () => {
    if (args.keep) log(`PostgreSQL: kept the database ${name} (--keep); drop it yourself`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    cleanups.push(drop);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    await prepareDatabase('PostgreSQL', { url: url.toString() });
    // The server's pooled connections, whose CPU time counts as the database's share.
    const backendPids = async () =>
      (await admin.query('select pid from pg_stat_activity where datname = $1', [name])).rows.map((r) => r.pid);
    const results = await measurePortal('PostgreSQL', { DATABASE_URL: url.toString(), DATA_DIR: dataDir }, backendPids);
    if (args.explain) await explain(url.toString());
    return results;
  } finally {
    cleanups.splice(cleanups.indexOf(drop), 1);
    await drop();
  }
}

/**
 * EXPLAIN ANALYZE of the Available Projects statement for the benchmark provider (default filter),
 * as apps/api/src/modules/projects/list-available-projects.ts sends it.
 */
async function explain(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [{ id }] = (
      await client.query(
        `select p.id from providers p join users u on u.id = p.user_id where u.email = '${PROVIDER.email}'`,
      )
    ).rows;
    const { defaultStatement } = await importBundled(
      'sql',
      `
      import { availableStatement } from './apps/api/src/modules/projects/list-available-projects';
      /** The statement and its parameters for the default filter, as the service sends them. */
      export function defaultStatement(providerId) {
        const { statement, values } = availableStatement(providerId, {}, new Date());
        return { sql: statement.text, params: values };
      }`,
    );
    const query = defaultStatement(id);
    const { rows } = await client.query(`explain (analyze, buffers) ${query.sql}`, query.params);
    console.log(`\nEXPLAIN ANALYZE (PostgreSQL, default filter):\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
  } finally {
    await client.end();
  }
}

const t0 = Date.now();
const results = [];
/** The write costs, in ms, measured after each database's reads. */
const writes = [];
const attempt = async (label, work) => {
  try {
    results.push(...(await work()));
  } catch (error) {
    console.error(`${label} skipped: ${error.stack ?? error.message}`);
  }
};
await attempt('Fastify', measureBareFastify);
if (args.only !== 'postgres') await attempt('PGlite', runPglite);
if (args.only !== 'pglite') await attempt('PostgreSQL', runPostgres);

const ms = (value) => (value === null || value === undefined ? '' : value.toFixed(2));
const rows = [
  ['call', 'database', 'conns', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'server CPU ms/req', 'PG CPU ms/req', 'wrong'],
];
for (const r of results)
  rows.push([
    r.name,
    r.label,
    r.connections,
    r.rps,
    ms(r.p50),
    ms(r.p95),
    ms(r.p99),
    ms(r.serverCpu),
    ms(r.backendCpu),
    r.wrong || '',
  ]);
const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i] ?? '').length)));
console.log(
  `\n${PROJECTS} projects; ${SECONDS} s per call at ${CONNECTIONS} connections and half that at 1, after a ` +
    `${WARMUP_SECONDS} s warm-up (the server first ${SERVER_WARMUP_SECONDS} s per call); server LOG_LEVEL=${LOG_LEVEL}; Node ${process.version}; load average at the end ` +
    `${readLoadAverage()}; total ${Math.round((Date.now() - t0) / 1000)} s\n`,
);
for (const row of rows)
  console.log(
    row
      .map((value, i) => (i < 2 ? String(value ?? '').padEnd(widths[i]) : String(value ?? '').padStart(widths[i])))
      .join('  '),
  );
if (writes.length) {
  console.log('\nWrites (ms, one at a time, after the reads):');
  const table = [['write', 'database', 'runs', 'p50 ms', 'p95 ms']];
  for (const w of writes) table.push([w.name, w.label, w.runs, ms(w.p50), ms(w.p95)]);
  const sizes = table[0].map((_, i) => Math.max(...table.map((row) => String(row[i]).length)));
  for (const row of table)
    console.log(
      row.map((value, i) => (i < 2 ? String(value).padEnd(sizes[i]) : String(value).padStart(sizes[i]))).join('  '),
    );
}
