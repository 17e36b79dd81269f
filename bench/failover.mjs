// Failover: what the clients of a fleet (npm run fleet) see when a web process, and then the worker,
// dies with SIGKILL under a bounded load. Reported, never asserted; it exits non-zero only when its
// own setup fails.
//
//   npm run build && node bench/failover.mjs [--web 3] [--sockets 1000] [--seconds 120]
//                                            [--restart-after 15] [--read-rate 60] [--json] [--keep]
//
// It starts a fleet of its own (--web web processes and a worker behind HAProxy) in a temporary run
// directory, on a fresh PostgreSQL database (homebid_failover_<pid> on BENCH_POSTGRES_URL's server,
// dropped at the end) and a redis-server of its own, all niced; seeds through the public API
// (providers with a sandbox card and a funded wallet, customers with projects, one conversation per
// customer); then puts a bounded load through HAProxy: Available Projects and wallet reads
// (--read-rate per second), wallet top-ups and lead purchases (an Idempotency-Key each, sent again
// under the same key after no answer, a 5xx or 'still being processed'), chat messages, and
// --sockets official Action Cable clients subscribed to the conversations, spread over the processes
// by HAProxy, catching up after a reconnect as the web app does (the conversation fetched again).
//
// The web phase (--seconds): a warm-up, the pre-kill window, then `kill -9` of web1 (pid from the
// fleet's state file), `npm run fleet -- restart web1` --restart-after seconds later, and the rest
// of the phase. The worker phase: `kill -9` of the worker, work made for it (projects posted and
// bids placed, which write notifications; every scheduled job made due), the worker restarted, until
// the outbox is empty and the jobs ran. The report: requests failed during the gap, time until the
// reads' rolling p99 is back under its pre-kill value, chat messages of the gap that reached every
// subscriber, money moved twice and wallets whose balance is not their ledger's sum (from the
// database), the notifications' and jobs' resumption, and each process's /metrics.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { serverStates } from '../scripts/fleet/haproxy.mjs';
import {
  apiClient,
  carefulMoneyCall,
  placeBid,
  postProject,
  serviceNamed,
  signUpCustomer,
  signUpProvider,
  walletPlans,
} from './failover/api.mjs';
import {
  createDatabase,
  fleet,
  fleetEnvironment,
  fleetMembers,
  freePortRun,
  ROOT,
  startRedis,
} from './failover/environment.mjs';
import {
  checkMoney,
  makeJobsDue,
  notificationDelivery,
  notificationWatermark,
  outboxDepth,
  scheduledJobs,
  withDatabase,
} from './failover/ledger-checks.mjs';
import { createLoad } from './failover/load.mjs';
import { scrapeFleet } from './failover/metrics.mjs';
import { renderReport } from './failover/report.mjs';
import { openChatSockets, openNotificationSocket } from './failover/sockets.mjs';
import { readLoadAverage } from './support.mjs';

const { values: args } = parseArgs({
  options: {
    web: { type: 'string', default: '3' },
    sockets: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '120' },
    'restart-after': { type: 'string', default: '15' },
    'read-rate': { type: 'string', default: '60' },
    json: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const WEB = Number(args.web);
const SOCKETS = Number(args.sockets);
const SECONDS = Number(args.seconds);
const RESTART_AFTER_S = Number(args['restart-after']);
const WARM_UP_S = 10;
const PRE_KILL_S = 25;
const POST_KILL_S = Math.max(30, SECONDS - WARM_UP_S - PRE_KILL_S);
const PROVIDERS = 8;
const CUSTOMERS = 4;
const PROJECTS_PER_CUSTOMER = 8;
const AREA = { zipcode: '94104', projectZip: '94105', radius: 25, service: 'Roof Repair' };
const RATES = { read: Number(args['read-rate']), topUp: 2, purchase: 0.7, chat: 2 };
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL || 'warn';

if (!Number.isInteger(WEB) || WEB < 2) {
  console.error('--web takes at least 2 (one of them is killed).');
  process.exit(2);
}
for (const built of ['apps/api/dist/server.js', 'apps/web/dist/index.html']) {
  if (!existsSync(join(ROOT, built))) {
    console.error(`${built} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}
setPriority(10);

const started = performance.now();
const log = (line) =>
  process.stderr.write(`[${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sleepUntil = (t) => sleep(Math.max(0, t - performance.now()));

const cleanups = [];
let interrupted = false;
/** Before each kill or restart: once interrupted, the run goes no further while the cleanup runs. */
const checkpoint = () => (interrupted ? new Promise(() => {}) : Promise.resolve());
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse())
    await cleanup().catch((error) => log(`cleanup: ${error.message}`));
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    interrupted = true;
    log(`${signal}: stopping the fleet and removing what the benchmark made…`);
    await cleanUp();
    process.exit(130);
  });
}

/** Polls `check` every `everyMs` until it answers true or `ms` passes; answers performance.now() then, or null. */
async function until(check, { ms, everyMs = 250 }) {
  const deadline = performance.now() + ms;
  while (performance.now() < deadline) {
    if (await check().catch(() => false)) return performance.now();
    await sleep(everyMs);
  }
  return null;
}

async function setUp() {
  const runDir = await mkdtemp(join(tmpdir(), 'homebid-failover-'));
  cleanups.push(async () => {
    if (args.keep) log(`kept the run directory ${runDir} (--keep)`);
    else await rm(runDir, { recursive: true, force: true });
  });
  const redis = await startRedis(runDir);
  cleanups.push(() => redis.stop());
  const database = await createDatabase(POSTGRES_URL, `homebid_failover_${process.pid}`);
  cleanups.push(() => (args.keep ? Promise.resolve(log(`kept the database ${database.url}`)) : database.drop()));
  const metricsToken = randomBytes(24).toString('hex');
  const env = fleetEnvironment({
    databaseUrl: database.url,
    redisUrl: redis.url,
    metricsToken,
    otpSecret: randomBytes(24).toString('hex'),
    logLevel: LOG_LEVEL,
  });
  const port = await freePortRun(WEB + 3);
  log(`starting the fleet: ${WEB} web processes and a worker behind HAProxy on :${port} (${runDir})…`);
  cleanups.push(async () => {
    const stopped = await fleet(['stop', '--dir', runDir], env);
    log(`fleet stop: ${stopped.output.trim().split('\n').at(-1)}`);
  });
  const start = await fleet(
    ['start', '--web', String(WEB), '--port', String(port), '--dir', runDir, '--no-build'],
    env,
  );
  if (start.code !== 0) throw new Error(`the fleet did not start:\n${start.output}`);
  return { runDir, env, metricsToken, databaseUrl: database.url, base: `http://127.0.0.1:${port}` };
}

async function seed(call, runDir, moneyLog) {
  const dataDir = join(runDir, 'data');
  const service = await serviceNamed(call, AREA.service);
  const providers = [];
  for (let i = 0; i < PROVIDERS; i++) {
    providers.push(
      await signUpProvider(call, dataDir, { index: i, service, zipcode: AREA.zipcode, radius: AREA.radius }),
    );
  }
  const customers = [];
  for (let i = 0; i < CUSTOMERS; i++) customers.push(await signUpCustomer(call, dataDir));
  const projects = [];
  for (const customer of customers) {
    customer.projects = [];
    for (let n = 0; n < PROJECTS_PER_CUSTOMER; n++) {
      customer.projects.push(await postProject(call, customer, service, { zipcode: AREA.projectZip, n }));
    }
    projects.push(...customer.projects);
  }
  // Each conversation: a customer's first project and a provider that bid on it.
  const conversations = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const conversation = { customer: customers[i], provider: providers[i], projectId: customers[i].projects[0] };
    await placeBid(call, conversation.provider, conversation.projectId);
    conversations.push(conversation);
  }
  const plans = await walletPlans(call, providers[0]);
  // $200 to start with, each through the same careful client as the load's top-ups.
  const opening = plans.find((plan) => plan.amount === 200) ?? plans.at(-1);
  for (const provider of providers) {
    const result = await carefulMoneyCall(
      call,
      provider.session,
      '/v2/providers/add_amount_to_wallet',
      { plan_id: opening.id, payment_method: provider.paymentMethod },
      { onAttempt: () => {} },
    );
    if (result.status !== 200) throw new Error(`opening top-up: ${result.status} ${JSON.stringify(result.body)}`);
    moneyLog.push({ providerId: provider.providerId, key: result.key });
  }
  return { service, providers, customers, projects, conversations, plans };
}

/** The reads' p99 over [from, to) by start time (ms), failures included at their time. */
function p99(requests, from, to) {
  const times = requests
    .filter((r) => (r.kind === 'available' || r.kind === 'wallet') && r.t0 >= from && r.t0 < to)
    .map((r) => r.t1 - r.t0)
    .sort((a, b) => a - b);
  if (times.length === 0) return null;
  return times[Math.min(times.length - 1, Math.ceil(0.99 * times.length) - 1)];
}

async function main() {
  const world = await setUp();
  const call = apiClient(world.base);
  const haproxySocket = join(world.runDir, 'haproxy.sock');
  log('seeding through the API: providers (card, $200 wallet), customers, projects, conversations…');
  const openingTopUps = [];
  const data = await seed(call, world.runDir, openingTopUps);

  // Live: every user's NotificationChannel, then the chat sockets.
  const notificationSockets = new Map();
  for (const person of [...data.providers, ...data.customers]) {
    const socket = openNotificationSocket(world.base, person.session);
    notificationSockets.set(person.userId, socket);
    await socket.confirmed;
  }
  /** message_id → { live, catchUp } arrivals over all sockets. */
  const arrivals = new Map();
  log(`opening ${SOCKETS} Action Cable sockets (official client) over ${data.conversations.length} conversations…`);
  const socketsStarted = performance.now();
  const sockets = await openChatSockets({
    base: world.base,
    count: SOCKETS,
    conversations: data.conversations,
    fetchConversation: async (side, conversation) => {
      const path = side === 'provider' ? '/messages/get_provider_chat' : '/messages/get_customer_chat';
      const query = `?project_id=${conversation.projectId}&provider_id=${conversation.provider.providerId}`;
      const session = side === 'provider' ? conversation.provider.session : conversation.customer.session;
      const answer = await call('GET', `${path}${query}`, { headers: session, timeoutMs: 15_000 });
      if (answer.status !== 200) throw new Error(`catch-up ${answer.status}`);
      return answer.body.data[side === 'provider' ? 'provider_chat' : 'customer_chat'].chats;
    },
    onMessage: (_socket, message, how) => {
      const seen = arrivals.get(message.message_id) ?? { live: 0, catchUp: 0 };
      if (how === 'live') seen.live++;
      else seen.catchUp++;
      arrivals.set(message.message_id, seen);
    },
  });
  const socketsSeconds = (performance.now() - socketsStarted) / 1000;
  cleanups.push(async () => {
    for (const socket of sockets) socket.close();
    for (const socket of notificationSockets.values()) socket.close();
  });

  const load = createLoad({
    call,
    providers: data.providers,
    projects: data.projects,
    plans: data.plans,
    conversations: data.conversations,
    rates: RATES,
    runTag: 'run',
  });
  log(
    `load: ${RATES.read} reads/s, ${RATES.topUp} top-ups/s, ${RATES.purchase} lead purchases/s, ${RATES.chat} chat messages/s; warm-up ${WARM_UP_S} s, pre-kill ${PRE_KILL_S} s`,
  );
  load.start();
  await sleep((WARM_UP_S + PRE_KILL_S) * 1000);
  const metricsBefore = await scrapeFleet(fleetMembers(world.runDir), world.metricsToken);

  // ── The web phase ──
  const members = fleetMembers(world.runDir);
  const victim = members.find((m) => m.name === 'web1');
  await checkpoint();
  const killAt = performance.now();
  log(`kill -9 web1 (pid ${victim.pid})`);
  process.kill(victim.pid, 'SIGKILL');
  const downAt = await until(
    async () => (await serverStates(haproxySocket)).find((s) => s.server === 'web1')?.status.startsWith('DOWN'),
    { ms: 60_000 },
  );
  log(`HAProxy: web1 DOWN ${downAt ? `after ${((downAt - killAt) / 1000).toFixed(1)} s` : 'not seen within 60 s'}`);
  await sleepUntil(killAt + RESTART_AFTER_S * 1000);
  await checkpoint();
  log('npm run fleet -- restart web1 …');
  const restart = await fleet(['restart', 'web1', '--dir', world.runDir], world.env);
  if (restart.code !== 0) throw new Error(`restart web1 failed:\n${restart.output}`);
  const restartedAt = performance.now();
  const upAt = await until(
    async () => (await serverStates(haproxySocket)).find((s) => s.server === 'web1')?.status === 'UP',
    { ms: 60_000 },
  );
  log(
    `web1 restarted (healthy after ${((restartedAt - killAt) / 1000).toFixed(1)} s), UP in HAProxy ${upAt ? `at ${((upAt - killAt) / 1000).toFixed(1)} s` : 'not within 60 s'}`,
  );
  await sleepUntil(killAt + POST_KILL_S * 1000);
  const metricsAfterWeb = await scrapeFleet(fleetMembers(world.runDir), world.metricsToken);

  // ── The worker phase ──
  const watermark = await withDatabase(world.databaseUrl, notificationWatermark);
  const worker = fleetMembers(world.runDir).find((m) => m.name === 'worker');
  await checkpoint();
  const workerKillAt = performance.now();
  log(`kill -9 the worker (pid ${worker.pid}); making work for it…`);
  process.kill(worker.pid, 'SIGKILL');
  const workerKilledWall = new Date();
  const newProjects = [];
  for (const customer of data.customers.slice(0, 2)) {
    newProjects.push(await postProject(call, customer, data.service, { zipcode: AREA.projectZip, n: 1 }));
  }
  for (const provider of data.providers.slice(4, 8)) await placeBid(call, provider, newProjects[0]);
  const dueJobs = (await withDatabase(world.databaseUrl, makeJobsDue)).map((row) => row.name);
  await sleep(5000);
  const outboxWhileDown = await withDatabase(world.databaseUrl, outboxDepth);
  const metricsWorkerDown = await scrapeFleet(fleetMembers(world.runDir), world.metricsToken);
  await checkpoint();
  log(`outbox while the worker is down: ${outboxWhileDown} rows; restarting the worker…`);
  const workerRestartAt = performance.now();
  const workerRestart = await fleet(['restart', 'worker', '--dir', world.runDir], world.env);
  if (workerRestart.code !== 0) throw new Error(`restart worker failed:\n${workerRestart.output}`);
  const workerBackAt = performance.now();
  const workerBackWall = new Date();
  const drainedAt = await until(
    () => withDatabase(world.databaseUrl, async (client) => (await outboxDepth(client)) === 0),
    { ms: 90_000, everyMs: 500 },
  );
  log(
    `outbox ${drainedAt ? `empty ${((drainedAt - workerBackAt) / 1000).toFixed(1)} s after the restart` : 'not empty within 90 s'}; waiting for the jobs' first run (the scheduler looks a minute after the start)…`,
  );
  const jobsRanAt = await until(
    () =>
      withDatabase(world.databaseUrl, async (client) =>
        (await scheduledJobs(client))
          .filter((job) => dueJobs.includes(job.name))
          .every((job) => job.last_finished_at && job.last_finished_at > workerBackWall),
      ),
    { ms: 100_000, everyMs: 1000 },
  );
  await sleep(2000);

  await checkpoint();
  load.stop();
  log('load stopped; waiting for money calls still retrying…');
  const unsettled = await load.settle(60_000);
  await sleep(2000);
  const metricsEnd = await scrapeFleet(fleetMembers(world.runDir), world.metricsToken);

  const { money, delivery, jobs } = await withDatabase(world.databaseUrl, async (client) => ({
    money: await checkMoney(client, {
      topUpKeys: [...openingTopUps, ...load.topUps.filter((t) => t.key)].map((t) => ({
        providerId: t.providerId,
        key: t.key,
      })),
      purchaseKeys: load.purchases.filter((p) => p.key),
    }),
    delivery: await notificationDelivery(client, watermark),
    jobs: await scheduledJobs(client),
  }));

  // ── Figures ──
  const s = (ms) => (ms === null || ms === undefined ? null : ms / 1000);
  const failed = (r) => r.status === 0 || r.status >= 500;
  const failure = (r) => `${r.kind} ${r.status === 0 ? r.error : r.status}`;
  const inWindow = (from, to) => load.requests.filter((r) => r.t0 >= from && r.t0 < to);
  const gapEnd = downAt ?? killAt;
  const preKillP99 = p99(load.requests, killAt - PRE_KILL_S * 1000, killAt);
  const rolling = [];
  for (let from = killAt; from + 5000 <= killAt + POST_KILL_S * 1000; from += 1000) {
    rolling.push({ at: Math.round((from + 5000 - killAt) / 1000), p99: p99(load.requests, from, from + 5000) });
  }
  // Back under: the first 5 s window whose p99 is under the pre-kill p99, as are the four after it.
  const firstUnder = rolling.find((w) => w.p99 !== null && w.p99 <= preKillP99);
  const recoveredIndex = rolling.findIndex((_window, i) =>
    rolling.slice(i, i + 5).every((x) => x.p99 !== null && x.p99 <= preKillP99),
  );

  const dropped = sockets.filter((socket) => socket.disconnects.some((t) => t >= killAt && t < workerKillAt));
  const reconnectDelays = dropped
    .map((socket) => socket.reconnects.find((t) => t >= killAt))
    .map((t) => (t === undefined ? null : t - killAt));
  const lastReconnect = Math.max(killAt, ...reconnectDelays.filter((t) => t !== null).map((t) => t + killAt));
  const chatGapEnd = reconnectDelays.includes(null) ? killAt + POST_KILL_S * 1000 : lastReconnect;
  const sent = load.chats.filter((c) => c.status === 200 && c.messageId);
  const reach = (messages) => {
    let reachedAll = 0;
    let missing = 0;
    for (const message of messages) {
      const subscribers = sockets.filter((socket) => socket.conversation === message.conversation);
      const lacking = subscribers.filter((socket) => !socket.seen.has(message.messageId)).length;
      if (lacking === 0) reachedAll++;
      missing += lacking;
    }
    return { messages: messages.length, reachedAll, missingDeliveries: missing };
  };
  const gapMessages = sent.filter((c) => c.t0 >= killAt && c.t0 < chatGapEnd);
  const viaCatchUp = gapMessages.reduce((n, c) => n + (arrivals.get(c.messageId)?.catchUp ?? 0), 0);

  const framesOf = (notificationIds) => {
    let once = 0;
    let twice = 0;
    let none = 0;
    for (const { id, user_id } of notificationIds) {
      const socket = notificationSockets.get(Number(user_id));
      if (!socket) continue;
      const count = socket.frames.get(Number(id)) ?? 0;
      if (count === 1) once++;
      else if (count === 0) none++;
      else twice++;
    }
    return { once, duplicates: twice, none };
  };

  const summary = {
    setup: {
      web: WEB,
      sockets: SOCKETS,
      socketsSubscribedSeconds: socketsSeconds,
      providers: PROVIDERS,
      customers: CUSTOMERS,
      projects: data.projects.length,
      conversations: data.conversations.length,
      rates: RATES,
      skippedForInFlightCap: load.skipped(),
      totalSeconds: (performance.now() - started) / 1000,
      loadAverage: readLoadAverage(),
    },
    web: {
      downAfter: s(downAt && downAt - killAt),
      restartedHealthyAfter: s(restartedAt - killAt),
      upAgainAfter: s(upAt && upAt - killAt),
      preKill: {
        requests: inWindow(killAt - PRE_KILL_S * 1000, killAt).length,
        failed: inWindow(killAt - PRE_KILL_S * 1000, killAt).filter(failed).length,
        byStatus: countBy(inWindow(killAt - PRE_KILL_S * 1000, killAt).filter(failed), failure),
        readsP99: s(preKillP99),
      },
      gap: {
        seconds: s(gapEnd - killAt),
        requests: inWindow(killAt, gapEnd).length,
        failed: inWindow(killAt, gapEnd).filter(failed).length,
        byStatus: countBy(inWindow(killAt, gapEnd).filter(failed), failure),
      },
      postKill: {
        seconds: POST_KILL_S,
        requests: inWindow(killAt, killAt + POST_KILL_S * 1000).length,
        failed: inWindow(killAt, killAt + POST_KILL_S * 1000).filter(failed).length,
        byStatus: countBy(inWindow(killAt, killAt + POST_KILL_S * 1000).filter(failed), failure),
      },
      p99FirstUnderAfter: firstUnder?.at ?? null,
      p99BackUnderAfter: recoveredIndex === -1 ? null : rolling[recoveredIndex].at,
      rolling: rolling.filter((_, i) => i % 5 === 0),
      sockets: {
        dropped: dropped.length,
        reconnected: reconnectDelays.filter((t) => t !== null).length,
        reconnectP50: s(median(reconnectDelays.filter((t) => t !== null))),
        lastReconnectAfter: s(lastReconnect - killAt),
        catchUps: sockets.reduce((n, socket) => n + socket.catchUps.ok, 0),
        catchUpsFailed: sockets.reduce((n, socket) => n + socket.catchUps.failed, 0),
      },
      chat: {
        gapSeconds: s(chatGapEnd - killAt),
        sentInGap: load.chats.filter((c) => c.t0 >= killAt && c.t0 < chatGapEnd).length,
        failedInGap: load.chats.filter((c) => c.t0 >= killAt && c.t0 < chatGapEnd && c.status !== 200).length,
        gap: reach(gapMessages),
        deliveriesViaCatchUp: viaCatchUp,
        all: reach(sent),
        allSent: load.chats.length,
        allFailed: load.chats.filter((c) => c.status !== 200).length,
        /** Each failed send: its status ('withheld', 0 with the error, or the HTTP status) and when, from the kill. */
        failures: load.chats
          .filter((c) => c.status !== 200)
          .map((c) => ({ status: c.status === 0 ? c.error : c.status, at: s(c.t0 - killAt) })),
      },
    },
    money: {
      ...money,
      topUps: countBy(load.topUps, (t) => t.outcome),
      purchases: countBy(load.purchases, (p) => p.outcome),
      retried: [...load.topUps, ...load.purchases].filter((m) => (m.attempts ?? 1) > 1).length,
      stillRetryingAtEnd: unsettled,
      refusals: countBy(
        [...load.topUps, ...load.purchases].filter((m) => m.outcome === 'refused'),
        (m) => `${m.status} ${m.message}`,
      ),
    },
    worker: {
      outboxWhileDown,
      downFor: s(workerRestartAt - workerKillAt),
      restartTook: s(workerBackAt - workerRestartAt),
      outboxEmptyAfterRestart: s(drainedAt && drainedAt - workerRestartAt),
      notifications: {
        written: delivery.written,
        stillInOutbox: delivery.waiting,
        deliveredLive: delivery.delivered_live,
        channelDeliveries: delivery.channel_deliveries,
        duplicateChannelDeliveries: delivery.duplicate_deliveries,
        liveFrames: framesOf(delivery.byUser),
      },
      jobsMadeDue: dueJobs,
      jobsRanAfterRestart: jobs
        .filter((job) => dueJobs.includes(job.name))
        .map((job) => ({
          name: job.name,
          ranAfterRestart: Boolean(job.last_finished_at && job.last_finished_at > workerBackWall),
          runsOnNewWorker: metricsEnd.worker?.jobs[job.name] ?? null,
          lastError: job.last_error,
        })),
      jobsRanAfter: s(jobsRanAt && jobsRanAt - workerBackAt),
      killedAt: workerKilledWall.toISOString(),
    },
    metrics: { preKill: metricsBefore, afterWebPhase: metricsAfterWeb, workerDown: metricsWorkerDown, end: metricsEnd },
  };
  return summary;
}

function countBy(list, keyOf) {
  const counts = {};
  for (const item of list) {
    const key = String(keyOf(item));
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

function median(values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

let exitCode = 0;
try {
  const summary = await main();
  console.log(renderReport(summary));
  if (args.json) console.log(JSON.stringify(summary, null, 2));
} catch (error) {
  console.error(`✗ the benchmark could not run: ${error.stack ?? error.message}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
