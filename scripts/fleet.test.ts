import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

// `npm run fleet` for real: HAProxy (installed when missing and run as root; otherwise the start fails
// saying how), two web processes and a worker on a temporary PostgreSQL database, the machine's Redis
// and s3rver, on the build as it is (`npm run build` first).
const root = join(import.meta.dirname, '..');
const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const DEMO_PRO = { email: 'demo.pro@homebid.local', password: 'HomeBid-demo-2026', user_type: 2 };
/** The app's own settings are the fleet's to give: none leaks in from the test run. */
const APP_SETTINGS = ['PORT', 'HOST', 'PROCESS_ROLE', 'TRUST_PROXY', 'DATA_DIR', 'PUBLIC_URL', 'DEMO', 'NODE_ENV'];

interface Status {
  running: boolean;
  members: Array<{ name: string; role: string; pid: number; running: boolean; healthy: boolean }>;
  proxy: Array<{ backend: string; server: string; status: string; check: string; requests: number }>;
}

function fleet(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts/fleet.mjs'), ...args], { cwd: root, env });
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

const isFree = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });

/** A public port whose next `count` ports are free too (the members take them). */
async function freePortRun(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const first = 20_000 + Math.floor(Math.random() * 30_000);
    let free = true;
    for (let port = first; port <= first + count && free; port++) free = await isFree(port, '127.0.0.1');
    if (free) return first;
  }
  throw new Error('no run of free ports found');
}

function pidAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

async function withServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('a fleet on this machine (npm run fleet)', () => {
  const database = `homebid_fleet_test_${randomBytes(4).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'homebid-fleet-'));
  let env: NodeJS.ProcessEnv;
  let base: string;
  let status: () => Promise<Status>;
  let pids: number[] = [];

  beforeAll(async () => {
    const port = await freePortRun(4);
    base = `http://127.0.0.1:${port}`;
    const databaseUrl = new URL(SERVER_URL);
    databaseUrl.pathname = `/${database}`;
    env = { ...process.env, DATABASE_URL: databaseUrl.toString(), REDIS_URL, FLEET_BIND: '127.0.0.1' };
    for (const name of [...APP_SETTINGS, ...Object.keys(env).filter((key) => key.startsWith('S3_'))]) delete env[name];
    status = async () => {
      const result = await fleet(['status', '--dir', dir, '--json'], env);
      return JSON.parse(result.output) as Status;
    };
    // --no-build: the build as it is, never rebuilt under the browser tests that npm test runs beside this.
    const started = await fleet(['start', '--web', '2', '--port', String(port), '--dir', dir, '--no-build'], env);
    expect(started.code, `fleet start failed:\n${started.output}`).toBe(0);
    pids = (await status()).members.map((member) => member.pid);
  }, 240_000);

  afterAll(async () => {
    // Only when a test failed before the stop did: nothing may outlive the run.
    if (existsSync(join(dir, 'fleet.json'))) await fleet(['stop', '--dir', dir], env);
    await withServer((client) => client.query(`drop database if exists ${database} with (force)`));
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('runs HAProxy, two web processes, a worker and s3rver, each answering', async () => {
    const { members, proxy } = await status();
    expect(members.map((m) => [m.name, m.role, m.running, m.healthy])).toEqual([
      ['s3rver', 'store', true, true],
      ['worker', 'worker', true, true],
      ['web1', 'web', true, true],
      ['web2', 'web', true, true],
      ['haproxy', 'proxy', true, true],
    ]);
    // `UP`, or `UP 1/3` while a slow check on a busy machine has not yet taken it out.
    expect(proxy.map((s) => [`${s.backend}/${s.server}`, s.status.split(' ')[0]])).toEqual([
      ['web/web1', 'UP'],
      ['web/web2', 'UP'],
      ['worker/worker', 'UP'],
    ]);
  });

  it('answers /api/health through the proxy, on both web processes in turn', async () => {
    const before = (await status()).proxy;
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${base}/api/health`);
      expect(response.status).toBe(200);
      // The web process's Keep-Alive hint (72 s) is not HAProxy's, which closes idle connections sooner.
      expect(response.headers.get('keep-alive')).toBeNull();
      expect(await response.json()).toEqual({ status: 'ok' });
    }
    const after = (await status()).proxy;
    for (const server of ['web1', 'web2']) {
      const served = (rows: Status['proxy']) => rows.find((s) => s.server === server)?.requests ?? 0;
      expect(served(after) - served(before), `${server} served none of the four requests`).toBeGreaterThanOrEqual(1);
    }
  });

  it('signs the demo provider in through the proxy, and its /cable WebSocket gets the welcome', async () => {
    const response = await fetch(`${base}/api/auth/sign_in.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_PRO),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const session = {
      'access-token': response.headers.get('access-token') ?? '',
      client: response.headers.get('client') ?? '',
      uid: response.headers.get('uid') ?? '',
    };
    expect(session.uid).toBe(DEMO_PRO.email);

    const socket = new WebSocket(`${base.replace('http', 'ws')}/cable?${new URLSearchParams(session)}`, [
      'actioncable-v1-json',
    ]);
    try {
      const first = await new Promise<unknown>((resolve, reject) => {
        socket.once('message', (data) => resolve(JSON.parse(String(data))));
        socket.once('error', reject);
        setTimeout(() => reject(new Error('no message on /cable within 10 s')), 10_000);
      });
      expect(first).toEqual({ type: 'welcome' });
      // Past the welcome the tunnel stays open: the server's pings come through.
      const ping = await new Promise<unknown>((resolve) =>
        socket.once('message', (data) => resolve(JSON.parse(String(data)))),
      );
      expect(ping).toMatchObject({ type: 'ping' });
    } finally {
      socket.close();
    }
  });

  it('restarts a member killed with SIGKILL: a new pid, healthy, and back in the pool of HAProxy', async () => {
    const before = (await status()).members.find((member) => member.name === 'web2');
    if (!before) throw new Error('no web2 in the fleet');
    process.kill(before.pid, 'SIGKILL');
    const restarted = await fleet(['restart', 'web2', '--dir', dir], env);
    expect(restarted.code, restarted.output).toBe(0);
    expect(restarted.output).toContain('the previous one was not running');
    const after = await status();
    const web2 = after.members.find((member) => member.name === 'web2');
    expect(web2).toMatchObject({ running: true, healthy: true });
    expect(web2?.pid).not.toBe(before.pid);
    pids = after.members.map((member) => member.pid);
    // HAProxy takes it back after two passed checks (2 s apart).
    const deadline = Date.now() + 30_000;
    let state = '';
    while (Date.now() < deadline) {
      state = (await status()).proxy.find((s) => s.server === 'web2')?.status ?? '';
      if (state === 'UP') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(state).toBe('UP');
    expect((await fleet(['restart', 'nobody', '--dir', dir], env)).code).toBe(1);
  }, 90_000);

  it('stops cleanly: exit 0, no member killed, every pid gone', async () => {
    expect(pids).toHaveLength(5);
    const stopped = await fleet(['stop', '--dir', dir], env);
    expect(stopped.code, stopped.output).toBe(0);
    expect(stopped.output).not.toContain('SIGKILL');
    expect(pids.filter(pidAlive)).toEqual([]);
    expect((await fleet(['status', '--dir', dir], env)).code).toBe(1);
  }, 60_000);
});
