// Live delivery at scale: N concurrent sockets subscribed to one conversation's
// ChatChannel on ONE API process, messages sent through the API, each delivered to every socket;
// reports the delivery latency (from just before the POST to the frame's arrival) p50/p95/p99/max,
// the POST's own time, and how many deliveries arrived, beside a bare Fastify route measured first in
// the same run (a yardstick for the machine). Reported, never asserted.
//
//   node bench/live-delivery.mjs [--sockets 1000] [--messages 20] [--warmup 2] [--interval 250] [--redis]
//                                [--database postgres] [--processes 2]
//
// The server is the real app (apps/api/src/app.ts bundled by esbuild into a temporary file, as
// scripts/build-api.mjs does) in a child process on 127.0.0.1 with a fresh PGlite data directory
// (or a temporary PostgreSQL database at BENCH_POSTGRES_URL with --database postgres); it creates a
// customer, a provider, a project and the provider's bid straight in the database, signs both in
// through the API and prints their sessions. The sockets are bare WebSockets (the protocol by hand,
// frames read after the run) speaking the Action Cable protocol (the official client is exercised by
// the API tests; 1,000 of them, or of any library's, in one process would measure the client). Half
// the sockets use the provider's session, half the customer's. --redis sets REDIS_URL (BENCH_REDIS_URL, default redis://127.0.0.1:6379) so the
// fan-out goes through Redis pub/sub. --processes N starts N server processes on one PostgreSQL database
// with Redis (the first seeds, the others find the conversation), spreads the sockets over them in
// turn and posts every message to the first: the other processes' sockets hear it through Redis.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { bundleWorkspaceSource, measure, startBareFastify } from './support.mjs';

const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    messages: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '2' },
    interval: { type: 'string', default: '250' },
    redis: { type: 'boolean', default: false },
    database: { type: 'string', default: 'pglite' },
    processes: { type: 'string', default: '1' },
  },
});
const PROCESSES = Number(args.processes);
if (!Number.isInteger(PROCESSES) || PROCESSES < 1) throw new Error('--processes takes a whole number from 1');
if (PROCESSES > 1) {
  // Several processes share one database and hear each other's broadcasts through Redis.
  args.database = 'postgres';
  args.redis = true;
}
const SOCKETS = Number(args.sockets);
const MESSAGES = Number(args.messages);
const WARMUP = Number(args.warmup);
const INTERVAL_MS = Number(args.interval);
const CONNECT_CONCURRENCY = 50;
const ROOT = new URL('..', import.meta.url).pathname;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';

// The server: the real app, seeded with one conversation, announcing its sessions on stdout.
const SERVER_SOURCE = `
import { bids, projects, projectSubTypes, providers, users, zipCodes } from '@homebid/db/schema';
import { asc, eq } from 'drizzle-orm';
import { buildApp } from './apps/api/src/app';
import { loadConfig } from './apps/api/src/lib/config';
import { hashPassword } from './apps/api/src/lib/passwords';

const config = loadConfig({ ...process.env, DEMO: '0', LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'warn' });
const app = await buildApp({ config });
const db = app.db;
const password = 'Bench-live-2026';
const passwordHash = await hashPassword(password);
// The first process seeds the conversation; another (BENCH_JOIN=1, same database) finds it.
const seed = async () => {
  const [customer] = await db.insert(users).values({ userType: 1, name: 'Bench Customer', email: 'bench.customer@homebid.local', mobileNumber: '2125550100', passwordHash, signupStatus: 'completed', confirmedAt: new Date() }).returning();
  const [proUser] = await db.insert(users).values({ userType: 2, name: 'Bench Provider', email: 'bench.pro@homebid.local', mobileNumber: '2125550101', passwordHash, signupStatus: 'completed', confirmedAt: new Date() }).returning();
  const [provider] = await db.insert(providers).values({ userId: proUser.id, companyName: 'Bench Services', zipcode: '10001' }).returning();
  const [subType] = await db.select().from(projectSubTypes).orderBy(asc(projectSubTypes.id)).limit(1);
  const [place] = await db.select().from(zipCodes).where(eq(zipCodes.zip, '10001'));
  const [project] = await db.insert(projects).values({ publicId: 'HB-BENCH1', customerUserId: customer.id, projectTypeId: subType.projectTypeId, projectSubTypeId: subType.id, title: 'Bench project', description: 'Live delivery benchmark', streetAddress: '1 Bench Street', zipcode: '10001', city: place.city, state: place.state }).returning();
  await db.insert(bids).values({ projectId: project.id, providerId: provider.id, amountCents: 10000, bidType: 0 });
  return { customer, proUser, provider, project };
};
const find = async () => {
  const [customer] = await db.select().from(users).where(eq(users.email, 'bench.customer@homebid.local'));
  const [proUser] = await db.select().from(users).where(eq(users.email, 'bench.pro@homebid.local'));
  const [provider] = await db.select().from(providers).where(eq(providers.userId, proUser.id));
  const [project] = await db.select().from(projects).where(eq(projects.publicId, 'HB-BENCH1'));
  return { customer, proUser, provider, project };
};
const { customer, proUser, provider, project } = process.env.BENCH_JOIN === '1' ? await find() : await seed();
const session = async (email, userType) => {
  const answer = await app.inject({ method: 'POST', url: '/api/auth/sign_in.json', payload: { email, password, user_type: userType } });
  if (answer.statusCode !== 200) throw new Error('sign-in failed: ' + answer.body);
  return { 'access-token': answer.headers['access-token'], client: answer.headers.client, uid: answer.headers.uid };
};
const customerSession = await session(customer.email, 1);
const providerSession = await session(proUser.email, 2);
await app.listen({ port: 0, host: '127.0.0.1' });
const port = app.server.address().port;
process.stdout.write(JSON.stringify({ ready: true, port, projectId: project.id, providerId: provider.id, customer: customerSession, provider: providerSession, transport: app.live.transport }) + '\\n');
process.on('SIGTERM', async () => { await app.close(); process.exit(0); });
`;

const cleanups = [];
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error) => console.error(error));
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, async () => {
    await cleanUp();
    process.exit(130);
  });

async function bundleServer() {
  // The bundle imports npm packages by name: it lives where the API's own node_modules are found (ws 8).
  const outfile = join(ROOT, 'apps/api', `.live-bench-server-${randomBytes(4).toString('hex')}.mjs`);
  cleanups.push(() => rm(outfile, { force: true }));
  await bundleWorkspaceSource({ contents: SERVER_SOURCE, outfile, sourcefile: 'live-bench-server.ts' });
  return outfile;
}

async function startServer(entry, env) {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve();
      }, 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const line = buffer.split('\n').find((l) => l.startsWith('{"ready"'));
      if (line) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before it was ready`)));
  });
}

function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The complete frames at the start of `bytes` (a server's frames are never masked), and what is left. */
function readFrames(bytes) {
  const frames = [];
  let at = 0;
  while (bytes.length - at >= 2) {
    const short = bytes[at + 1] & 0x7f;
    let offset = at + 2;
    let length = short;
    if (short === 126) {
      if (bytes.length - at < 4) break;
      length = bytes.readUInt16BE(at + 2);
      offset = at + 4;
    } else if (short === 127) {
      if (bytes.length - at < 10) break;
      length = Number(bytes.readBigUInt64BE(at + 2));
      offset = at + 10;
    }
    if (bytes.length < offset + length) break;
    frames.push({ opcode: bytes[at] & 0x0f, payload: bytes.subarray(offset, offset + length) });
    at = offset + length;
  }
  return { frames, rest: bytes.subarray(at) };
}

/** A client's text frame: final, masked (RFC 6455 §5.3). */
function clientTextFrame(text) {
  const payload = Buffer.from(text);
  const mask = randomBytes(4);
  const header =
    payload.length < 126
      ? Buffer.from([0x81, 0x80 | payload.length])
      : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
  const masked = Buffer.from(payload.map((byte, i) => byte ^ mask[i % 4]));
  return Buffer.concat([header, mask, masked]);
}

/**
 * One socket speaking the Action Cable protocol over a bare WebSocket (RFC 6455 by hand), subscribed
 * to the conversation. Once subscribed, what arrives is only timed and kept (`chunks`), and the
 * frames are read after the run: 1,000 sockets share this one process, so reading each frame on
 * arrival (as a WebSocket library does) would add every earlier socket's reading to the later
 * sockets' latency, which 1,000 browsers, each on its own machine, would not.
 */
function openSocket(port, path, identifier) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('subscription timed out')), 60_000);
    const request = http.request({
      host: '127.0.0.1',
      port,
      path,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        'Sec-WebSocket-Protocol': 'actioncable-v1-json, actioncable-unsupported',
      },
    });
    request.once('response', (response) => reject(new Error(`no upgrade: ${response.statusCode}`)));
    request.once('error', reject);
    request.once('upgrade', (_response, socket, head) => {
      socket.setNoDelay(true);
      let pending = Buffer.alloc(0);
      const onSetup = (chunk) => {
        pending = Buffer.concat([pending, chunk]);
        const { frames, rest } = readFrames(pending);
        pending = rest;
        for (const { payload } of frames) {
          const frame = JSON.parse(payload.toString());
          if (frame.type === 'welcome')
            socket.write(clientTextFrame(JSON.stringify({ command: 'subscribe', identifier })));
          else if (frame.type === 'confirm_subscription') {
            clearTimeout(timer);
            socket.off('data', onSetup);
            const chunks = pending.length ? [[performance.now(), pending]] : [];
            socket.on('data', (data) => chunks.push([performance.now(), data]));
            resolve({ socket, chunks });
            return;
          } else if (frame.type === 'reject_subscription' || frame.type === 'disconnect') {
            clearTimeout(timer);
            reject(new Error(`refused: ${payload}`));
          }
        }
      };
      socket.on('data', onSetup);
      if (head.length) onSetup(head);
    });
    request.end();
  });
}

/** Each socket's text frames with the time the last of their bytes arrived. */
function* framesOf({ chunks }) {
  let pending = Buffer.alloc(0);
  for (const [at, chunk] of chunks) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    const { frames, rest } = readFrames(pending);
    pending = rest;
    for (const { opcode, payload } of frames) if (opcode === 1) yield [at, payload];
  }
}

/** The machine's yardstick: a bare Fastify route, 20 connections for 5 s. */
async function measureYardstick() {
  const { base, proc } = await startBareFastify();
  try {
    const { rps } = await measure(base, { path: '/' }, { connections: 20, seconds: 5, serverPid: proc.child.pid });
    console.log(`bare Fastify route (no logging, no database), 20 connections: ${rps} req/s`);
  } finally {
    await proc.stop();
  }
}

async function main() {
  await measureYardstick();
  const work = await mkdtemp(join(tmpdir(), 'homebid-live-bench-'));
  cleanups.push(() => rm(work, { recursive: true, force: true }));
  const env = {
    DATA_DIR: join(work, 'data'),
    NODE_ENV: 'production',
    DEMO: '0',
    OTP_SECRET: randomBytes(24).toString('hex'),
  };
  if (args.redis) env.REDIS_URL = REDIS_URL;
  if (args.database === 'postgres') {
    const name = `homebid_live_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    cleanups.push(async () => {
      const dropper = new pg.Client({ connectionString: POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    });
  }
  const entry = await bundleServer();
  console.log(
    `starting ${PROCESSES} server process${PROCESSES > 1 ? 'es' : ''} (${args.database}${args.redis ? ', Redis fan-out' : ''}) …`,
  );
  // The first process seeds the conversation; the others join it on the same database.
  const servers = [await startServer(entry, env)];
  for (let i = 1; i < PROCESSES; i++) servers.push(await startServer(entry, { ...env, BENCH_JOIN: '1' }));
  const [server] = servers;
  const base = `http://127.0.0.1:${server.port}`;
  const identifier = JSON.stringify({
    channel: 'ChatChannel',
    project_id: server.projectId,
    provider_id: server.providerId,
  });

  /** message text → send time; arrival latencies per message. */
  const sentAt = new Map();
  const latencies = [];
  /** message text → [first arrival, last arrival]: the fan-out's own spread over the sockets. */
  const arrivals = new Map();
  let deliveries = 0;
  const onMessage = (at, message) => {
    if (message.type !== 'message') return;
    const started = sentAt.get(message.data.message_text);
    if (started === undefined) return;
    const now = at;
    deliveries++;
    latencies.push(now - started);
    const seen = arrivals.get(message.data.message_text);
    if (seen) seen[1] = now;
    else arrivals.set(message.data.message_text, [now, now]);
  };

  const connectStarted = performance.now();
  const sockets = [];
  for (let i = 0; i < SOCKETS; i += CONNECT_CONCURRENCY) {
    const batch = [];
    for (let j = i; j < Math.min(SOCKETS, i + CONNECT_CONCURRENCY); j++) {
      // Sockets alternate over the processes, and over the provider's and the customer's sessions.
      const target = servers[j % servers.length];
      const session = Math.floor(j / servers.length) % 2 ? target.customer : target.provider;
      const query = new URLSearchParams(session);
      batch.push(openSocket(target.port, `/cable?${query}`, identifier));
    }
    sockets.push(...(await Promise.all(batch)));
  }
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  console.log(
    `${sockets.length} sockets subscribed in ${connectSeconds.toFixed(1)} s (transport: ${server.transport})`,
  );

  const postTimes = [];
  // The first WARMUP messages are sent and delivered but not counted: the server's first message
  // prepares its statements and warms its code, which a server that has been up a while has done.
  for (let i = -WARMUP; i < MESSAGES; i++) {
    // Letters only: digits in a row could read as a phone number, and the contact guard would withhold it.
    const tag = [...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
    const text = `bench message ${i < 0 ? 'warmup' : String.fromCharCode(97 + (i % 26))}${tag}`;
    const form = new FormData();
    form.set('message', JSON.stringify({ project_id: server.projectId, provider_id: server.providerId, msg: text }));
    const started = performance.now();
    if (i >= 0) sentAt.set(text, started);
    const answer = await fetch(`${base}/api/messages/chat_creation`, {
      method: 'POST',
      headers: server.customer,
      body: form,
    });
    if (i >= 0) postTimes.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`send failed: ${answer.status} ${await answer.text()}`);
    if ((await answer.json()).data?.sensitive_info) throw new Error(`the contact guard withheld "${text}"`);
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
  }
  // Stragglers.
  const expected = SOCKETS * MESSAGES;
  const deadline = Date.now() + 10_000;
  const MESSAGE_FRAME = Buffer.from('"type":"message"');
  const arrived = () => {
    let count = 0;
    for (const socket of sockets)
      for (const [, data] of socket.chunks)
        for (let i = data.indexOf(MESSAGE_FRAME); i >= 0; i = data.indexOf(MESSAGE_FRAME, i + 1)) count++;
    return count;
  };
  while (arrived() < SOCKETS * (MESSAGES + WARMUP) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  for (const socket of sockets) {
    for (const [at, payload] of framesOf(socket)) {
      const frame = JSON.parse(payload.toString());
      if (frame.message) onMessage(at, frame.message);
    }
  }

  latencies.sort((a, b) => a - b);
  postTimes.sort((a, b) => a - b);
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(`delivered ${deliveries} of ${expected} (${((deliveries / expected) * 100).toFixed(2)} %)`);
  console.log(
    `delivery latency: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? Number.NaN)}`,
  );
  const spreads = [...arrivals.values()].map(([first, last]) => last - first).sort((a, b) => a - b);
  console.log(
    `first to last socket of one message: p50 ${ms(percentile(spreads, 50))}, max ${ms(spreads.at(-1) ?? Number.NaN)}`,
  );
  const firsts = [...arrivals.entries()].map(([text, [first]]) => first - sentAt.get(text)).sort((a, b) => a - b);
  console.log(`first socket of one message: p50 ${ms(percentile(firsts, 50))}, max ${ms(firsts.at(-1) ?? Number.NaN)}`);
  console.log(
    `POST /api/messages/chat_creation: p50 ${ms(percentile(postTimes, 50))}, p99 ${ms(percentile(postTimes, 99))}`,
  );
  for (const { socket } of sockets) socket.destroy();
}

try {
  await main();
} finally {
  await cleanUp();
}
