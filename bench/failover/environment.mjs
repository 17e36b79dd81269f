// The failover benchmark's own world: a Redis server of its own (so no other fleet's broadcasts or
// rate-limit counters mix in), a fresh PostgreSQL database, and a fleet (scripts/fleet.mjs) in a
// temporary run directory, all niced; and what undoes them.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';

export const ROOT = new URL('../..', import.meta.url).pathname;
const FLEET = join(ROOT, 'scripts/fleet.mjs');
/** The app's settings that are the fleet's (or this benchmark's) to give: none leaks in from the shell. */
const NOT_INHERITED = [
  'PORT',
  'HOST',
  'PROCESS_ROLE',
  'TRUST_PROXY',
  'DATA_DIR',
  'PUBLIC_URL',
  'METRICS_PORT',
  'SMTP_URL',
  'SMS_WEBHOOK_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const isFree = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });

/** A first port whose next `count` ports are free too (the fleet's members take them). */
export async function freePortRun(count) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const first = 20_000 + Math.floor(Math.random() * 30_000);
    let free = true;
    for (let port = first; port <= first + count && free; port++) free = await isFree(port);
    if (free) return first;
  }
  throw new Error('no run of free ports found');
}

function redisAnswers(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      socket.destroy();
      resolve(String(chunk).startsWith('+PONG'));
    });
    socket.on('error', () => resolve(false));
    socket.on('close', () => resolve(false));
  });
}

/** redis-server on a free loopback port, without persistence; `stop` ends it. */
export async function startRedis(dir) {
  const port = await freePortRun(0);
  const child = spawn(
    'nice',
    ['-n', '10', 'redis-server', '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { cwd: dir, stdio: 'ignore' },
  );
  let failure;
  child.once('error', (error) => {
    failure = error;
  });
  for (let i = 0; i < 100 && !failure; i++) {
    if (await redisAnswers(port)) {
      return {
        url: `redis://127.0.0.1:${port}`,
        async stop() {
          if (child.exitCode !== null || child.signalCode !== null) return;
          child.kill('SIGTERM');
          await new Promise((resolve) => child.once('exit', resolve));
        },
      };
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not start${failure ? ` (${failure.message}): is it installed?` : ''}`);
}

/** Creates the database `name` on the server at `serverUrl`; answers its URL and the dropper. */
export async function createDatabase(serverUrl, name) {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** The environment the fleet's processes get: the bench's database, Redis, secrets and roomy sign-up limits. */
export function fleetEnvironment({ databaseUrl, redisUrl, metricsToken, otpSecret, logLevel }) {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (NOT_INHERITED.includes(name) || name.startsWith('S3_') || name.startsWith('TWILIO_')) delete env[name];
  }
  return {
    ...env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    FLEET_BIND: '127.0.0.1',
    NODE_ENV: 'production',
    DEMO: '0',
    OTP_SECRET: otpSecret,
    METRICS_TOKEN: metricsToken,
    LOG_LEVEL: logLevel,
    // The seeding signs many accounts up from one address within a minute.
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
    RATE_LIMIT_CODES_PER_MINUTE_PER_IP: '100000',
  };
}

/** `node scripts/fleet.mjs …args`, niced; answers its exit code and output. */
export function fleet(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn('nice', ['-n', '10', process.execPath, FLEET, ...args], { cwd: ROOT, env });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** The fleet's state file: each member's name, role, pid and port. */
export function fleetMembers(dir) {
  const file = join(dir, 'fleet.json');
  if (!existsSync(file)) throw new Error(`no fleet state in ${dir}`);
  return JSON.parse(readFileSync(file, 'utf8')).members;
}
