// `npm run fleet -- start|stop|status|restart [--web N] [--port P] [--dir DIR]`: HomeBid as a fleet on this
// machine. N web processes (PROCESS_ROLE=web) and one worker (PROCESS_ROLE=worker) on PostgreSQL,
// Redis and an S3-compatible store, behind HAProxy on the public port. The members' pids, logs, the
// generated haproxy.cfg and the local store's files live in the run directory (default .fleet/).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureHaproxy, haproxyConfig, serverStates } from './fleet/haproxy.mjs';
import { answers200, isPortFree, isRunning, startDetached, stopProcess, tail, waitFor } from './fleet/processes.mjs';
import { checkRedis, ensureDatabase, localS3Command } from './fleet/services.mjs';
import { ensureBuild, ensureDependencies, root } from './setup.mjs';

const USAGE = `usage: npm run fleet -- start [--web N] [--port P] [--dir DIR] [--no-build]
       npm run fleet -- stop [--dir DIR]
       npm run fleet -- status [--dir DIR] [--json]
       npm run fleet -- restart MEMBER [--dir DIR]   (web1 … webN or worker)`;
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/homebid_fleet';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
/** How long a member has to end after SIGTERM before it is killed. */
const STOP_GRACE_MS = 10_000;

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    web: { type: 'string', default: '2' },
    port: { type: 'string', default: '3000' },
    dir: { type: 'string' },
    json: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const command = positionals[0];
const runDir = resolve(options.dir ?? join(root, '.fleet'));
const stateFile = join(runDir, 'fleet.json');
const socketPath = join(runDir, 'haproxy.sock');

/** What identifies a member's process on its command line (so a reused pid is never signalled). */
const markerOf = (member) => member.marker;

function readState() {
  return existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : undefined;
}
function writeState(state) {
  writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);
}

/**
 * How a web process or the worker is started: the built server with the operator's environment and
 * the member's role and port (`start`, and `restart` with the same environment as the start).
 */
function memberLaunch(member, { publicPort, s3Env }) {
  // METRICS_PORT would be one port for every member: they are scraped on their own ports instead.
  const { METRICS_PORT: _oneMetricsPort, ...operatorEnv } = process.env;
  const roleEnv =
    member.role === 'web'
      ? { PROCESS_ROLE: 'web', TRUST_PROXY: process.env.TRUST_PROXY || '127.0.0.1' }
      : { PROCESS_ROLE: 'worker' };
  // The marker argument is for `stop`, `status` and `restart` only: the server reads no arguments.
  const marker = `--fleet-member=${join(runDir, member.name)}`;
  return {
    command: process.execPath,
    args: ['--enable-source-maps', join(root, 'apps/api/dist/server.js'), marker],
    marker,
    env: {
      ...operatorEnv,
      HOST: '127.0.0.1',
      DATABASE_URL: process.env.DATABASE_URL || DEFAULT_DATABASE_URL,
      REDIS_URL: process.env.REDIS_URL || DEFAULT_REDIS_URL,
      DATA_DIR: process.env.DATA_DIR || join(runDir, 'data'),
      PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${publicPort}`,
      ...s3Env,
      ...roleEnv,
      PORT: String(member.port),
    },
  };
}

async function start() {
  const webCount = Number(options.web);
  const publicPort = Number(options.port);
  if (!Number.isInteger(webCount) || webCount < 1 || webCount > 32)
    throw new Error('--web takes a number from 1 to 32.');
  if (!Number.isInteger(publicPort) || publicPort < 1 || publicPort + webCount + 2 > 65535) {
    throw new Error('--port takes a port number (the members take the ones after it).');
  }
  const running = readState()?.members.filter((member) => isRunning(member.pid, markerOf(member)));
  if (running?.length) {
    throw new Error(
      `a fleet is already running from ${runDir} (${running.map((m) => m.name).join(', ')}): stop it first.`,
    );
  }

  const haproxy = ensureHaproxy();
  if (options['no-build']) {
    // The build as it is (the tests' choice: npm test's build lane has built it, and Playwright serves it).
    if (!existsSync(join(root, 'apps/api/dist/server.js')) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
      throw new Error('--no-build, yet there is no build: run npm run build first.');
    }
  } else {
    ensureDependencies();
    ensureBuild();
  }

  // Ports: the public one, then each web process, the worker and the local store.
  const bindHost = process.env.FLEET_BIND ?? '0.0.0.0';
  const webs = Array.from({ length: webCount }, (_, i) => ({ name: `web${i + 1}`, port: publicPort + 1 + i }));
  const worker = { name: 'worker', port: publicPort + webCount + 1 };
  const s3Port = publicPort + webCount + 2;
  const useLocalS3 = !process.env.S3_ENDPOINT;
  const ports = [[publicPort, bindHost], ...[...webs, worker].map((m) => [m.port, '127.0.0.1'])];
  if (useLocalS3) ports.push([s3Port, '127.0.0.1']);
  for (const [port, host] of ports) {
    if (!(await isPortFree(port, host))) {
      throw new Error(
        `port ${port} is in use: free it or choose another public port with --port (members take the ${ports.length - 1} after it).`,
      );
    }
  }

  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  const database = await ensureDatabase(databaseUrl);
  await checkRedis(redisUrl);

  mkdirSync(join(runDir, 'logs'), { recursive: true });
  const state = {
    publicPort,
    startedAt: new Date().toISOString(),
    members: [],
    localS3Port: useLocalS3 ? s3Port : null,
  };
  const logOf = (name) => join(runDir, 'logs', `${name}.log`);
  /** Starts one member, records its pid at once (so `stop` finds it even if the start fails later). */
  const launch = (member, commandPath, args, env) => {
    const child = startDetached(commandPath, args, { cwd: root, env, logFile: logOf(member.name) });
    let exited;
    child.on('exit', (code, signal) => {
      exited = `it exited (${signal ?? `code ${code}`}); its log (${logOf(member.name)}) ends:\n${tail(logOf(member.name))}`;
    });
    state.members.push({ ...member, pid: child.pid, log: logOf(member.name) });
    writeState(state);
    return () => exited;
  };

  try {
    let s3Env = {};
    if (useLocalS3) {
      const s3 = localS3Command(root, join(runDir, 's3'), s3Port);
      const marker = join(runDir, 's3');
      const failed = launch(
        { name: 's3rver', role: 'store', port: s3Port, marker },
        process.execPath,
        s3.args,
        process.env,
      );
      await waitFor('s3rver', () => fetch(`http://127.0.0.1:${s3Port}/`).then((r) => r.ok), {
        timeoutMs: 20_000,
        failed,
      });
      s3Env = s3.env;
    }

    const startMember = (member) => {
      const { command, args, env, marker } = memberLaunch(member, { publicPort, s3Env });
      return launch({ ...member, marker }, command, args, env);
    };

    // The worker first: it migrates the database and, on a first start with DEMO on, plays the demo
    // story; the web processes then start on a ready database.
    console.log(`› database ${database === 'created' ? 'created' : 'found'}; starting the worker (migrates, seeds)…`);
    const workerFailed = startMember({ ...worker, role: 'worker' });
    await waitFor('the worker', () => answers200(worker.port), { timeoutMs: 240_000, failed: workerFailed });

    console.log(`› starting ${webCount} web process${webCount > 1 ? 'es' : ''}…`);
    const webFailed = webs.map((web) => startMember({ ...web, role: 'web' }));
    await Promise.all(
      webs.map((web, i) => waitFor(web.name, () => answers200(web.port), { timeoutMs: 120_000, failed: webFailed[i] })),
    );

    const configPath = join(runDir, 'haproxy.cfg');
    writeFileSync(configPath, haproxyConfig({ publicPort, bindHost, webs, worker, socketPath }));
    const proxyFailed = launch(
      { name: 'haproxy', role: 'proxy', port: publicPort, marker: configPath },
      haproxy,
      ['-f', configPath],
      process.env,
    );
    // Every server's first check passed (the worker's too): `status` says all is well from here on.
    await waitFor(
      'HAProxy',
      async () => {
        const states = await serverStates(socketPath);
        return states.length === webCount + 1 && states.every((s) => s.status === 'UP' && /^L7OK/.test(s.check));
      },
      { timeoutMs: 20_000, failed: proxyFailed },
    );
  } catch (error) {
    console.error(`✗ the fleet did not start: ${error.message}\n› stopping what started…`);
    await stop({ quiet: true });
    process.exit(1);
  }

  console.log(
    `✓ HomeBid is serving at http://localhost:${publicPort} (HAProxy, round robin over ${webs.map((w) => `${w.name} :${w.port}`).join(', ')}; worker :${worker.port}${useLocalS3 ? `; s3rver :${s3Port}` : ''})`,
  );
  console.log(
    `  logs in ${join(runDir, 'logs')}; npm run fleet -- status${options.dir ? ` --dir ${options.dir}` : ''} shows it, npm run fleet -- stop ends it.`,
  );
  process.exit(0);
}

/** Stops the proxy first (no new requests), then the API processes together, then the local store. */
async function stop({ quiet = false } = {}) {
  const state = readState();
  if (!state) {
    if (!quiet) console.log(`no fleet recorded in ${runDir}: nothing to stop.`);
    return true;
  }
  const order = [['proxy'], ['web', 'worker'], ['store']];
  let clean = true;
  for (const roles of order) {
    const members = state.members.filter((member) => roles.includes(member.role));
    await Promise.all(
      members.map(async (member) => {
        const outcome = await stopProcess(member.pid, markerOf(member), { graceMs: STOP_GRACE_MS });
        if (outcome === 'killed') {
          clean = false;
          console.log(
            `! ${member.name} (pid ${member.pid}) did not stop within ${STOP_GRACE_MS / 1000} s after SIGTERM: killed (SIGKILL).`,
          );
        } else if (!quiet) {
          console.log(`  ${member.name} (pid ${member.pid}): ${outcome === 'gone' ? 'was not running' : 'stopped'}`);
        }
      }),
    );
  }
  rmSync(stateFile, { force: true });
  rmSync(socketPath, { force: true });
  if (!quiet) console.log(clean ? '✓ the fleet stopped.' : '✓ the fleet stopped (see the kills above).');
  return clean;
}

/**
 * Starts one web process or the worker again (stopped first if it still runs: SIGTERM, as `stop`),
 * with the environment `start` gave it (the caller passes the same settings as the start), and
 * waits for its /api/health; HAProxy's health check then takes a web process back into the pool.
 */
async function restart(name) {
  const state = readState();
  if (!state) throw new Error(`no fleet recorded in ${runDir}: start one first.`);
  const member = state.members.find((m) => m.name === name);
  if (!member || (member.role !== 'web' && member.role !== 'worker')) {
    const names = state.members.filter((m) => m.role === 'web' || m.role === 'worker').map((m) => m.name);
    throw new Error(`restart takes a member of this fleet: ${names.join(', ')}.`);
  }
  const outcome = await stopProcess(member.pid, markerOf(member), { graceMs: STOP_GRACE_MS });
  const s3Env = state.localS3Port ? localS3Command(root, join(runDir, 's3'), state.localS3Port).env : {};
  const { command, args, env, marker } = memberLaunch(member, { publicPort: state.publicPort, s3Env });
  const child = startDetached(command, args, { cwd: root, env, logFile: member.log });
  let exited;
  child.on('exit', (code, signal) => {
    exited = `it exited (${signal ?? `code ${code}`}); its log (${member.log}) ends:\n${tail(member.log)}`;
  });
  Object.assign(member, { pid: child.pid, marker });
  writeState(state);
  await waitFor(name, () => answers200(member.port), { timeoutMs: 120_000, failed: () => exited });
  const was = outcome === 'gone' ? 'was not running' : outcome === 'killed' ? 'killed (SIGKILL)' : 'stopped';
  console.log(`✓ ${name} restarted (pid ${child.pid}; the previous one ${was}).`);
  process.exit(0);
}

async function status() {
  const state = readState();
  if (!state) {
    if (options.json) console.log(JSON.stringify({ running: false, members: [], proxy: [] }));
    else console.log(`no fleet recorded in ${runDir}.`);
    process.exit(1);
  }
  const members = await Promise.all(
    state.members.map(async (member) => {
      const running = isRunning(member.pid, markerOf(member));
      const healthy =
        running && (member.role === 'web' || member.role === 'worker')
          ? await answers200(member.port).catch(() => false)
          : running;
      return {
        name: member.name,
        role: member.role,
        pid: member.pid,
        port: member.port,
        running,
        healthy,
        log: member.log,
      };
    }),
  );
  const proxy = await serverStates(socketPath).catch(() => []);
  const allWell =
    members.every((m) => m.running && m.healthy) && proxy.length > 0 && proxy.every((s) => s.status === 'UP');
  if (options.json) {
    console.log(JSON.stringify({ running: true, publicPort: state.publicPort, members, proxy }, null, 2));
  } else {
    console.log(
      `HomeBid fleet at http://localhost:${state.publicPort} (since ${state.startedAt}; run directory ${runDir})`,
    );
    console.log('\nmember    role     pid      port   process');
    for (const m of members) {
      const what = !m.running
        ? 'not running'
        : m.healthy
          ? m.role === 'web' || m.role === 'worker'
            ? 'running, /api/health 200'
            : 'running'
          : 'running, /api/health failing';
      console.log(
        `${m.name.padEnd(9)} ${m.role.padEnd(8)} ${String(m.pid).padEnd(8)} ${String(m.port).padEnd(6)} ${what}`,
      );
    }
    console.log("\nHAProxy's view (show stat)");
    if (proxy.length === 0) console.log('  the stats socket does not answer: HAProxy is not running.');
    for (const s of proxy) {
      console.log(
        `  ${`${s.backend}/${s.server}`.padEnd(16)} ${s.status.padEnd(10)} check ${s.check.padEnd(8)} requests ${s.requests}, open ${s.current}`,
      );
    }
  }
  process.exit(allWell ? 0 : 1);
}

try {
  if (command === 'start') await start();
  else if (command === 'stop') process.exit((await stop()) ? 0 : 1);
  else if (command === 'status') await status();
  else if (command === 'restart' && positionals[1]) await restart(positionals[1]);
  else {
    console.error(USAGE);
    process.exit(2);
  }
} catch (error) {
  console.error(`✗ ${error.message}`);
  process.exit(1);
}
