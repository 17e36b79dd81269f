import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { dialects } from './helpers/build-test-app';
import { acquireDatabase, type TestDatabase } from './helpers/database-pool';

// The real server (apps/api/src/server.ts, bundled as the build bundles it) in a child process,
// stopped with SIGTERM while a request is in flight and a /cable socket is open: it stops
// accepting connections, finishes the request, tells the socket to reconnect, and exits 0 within 10 s.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER_FILE = join(ROOT, 'apps/api/dist/test-server', `server-${process.pid}.js`);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => T | undefined | Promise<T | undefined>, ms: number, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(50);
  }
}

/** Whether a new TCP connection to the port is refused. */
const isRefused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

interface RunningServer {
  child: ChildProcess;
  base: string;
  port: number;
  dataDir: string;
  logs: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

async function startServer(dataDir: string, databaseUrl: string | undefined): Promise<RunningServer> {
  const child = spawn(process.execPath, [SERVER_FILE], {
    cwd: ROOT,
    // Only what the server needs: no REDIS_URL, DATABASE_URL or PORT of the shell running the tests.
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DEMO: '0',
      LOG_LEVEL: 'info',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  let pending = '';
  const read = (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    logs.push(...lines.filter(Boolean));
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const base = await until(
    () => {
      if (child.exitCode !== null) throw new Error(`the server exited at start:\n${logs.join('\n')}`);
      for (const line of logs) {
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (match) return match[1];
      }
      return undefined;
    },
    150_000,
    'the server to listen',
  );
  return { child, base, port: Number(new URL(base).port), dataDir, logs, exited };
}

/** The six-digit code the server wrote to DATA_DIR/outbox.jsonl for `to` (no SMS gateway in tests). */
function codeInOutbox(dataDir: string, to: string): string | undefined {
  const file = join(dataDir, 'outbox.jsonl');
  if (!existsSync(file)) return undefined;
  const entries = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string });
  return entries
    .filter((entry) => entry.to === to)
    .at(-1)
    ?.text.match(/(?<!\d)\d{6}(?!\d)/)?.[0];
}

// The child's database: a copy of the test template on PostgreSQL (quick to start), else a fresh
// PGlite that the server migrates and seeds itself.
const dialect = dialects().includes('postgres') ? 'postgres' : 'pglite';

describe(`graceful shutdown of the server on SIGTERM (${dialect})`, () => {
  let server: RunningServer | undefined;
  let database: TestDatabase | undefined;
  let dataDir = '';

  beforeAll(async () => {
    const { bundleLikeTheApi } = await import(join(ROOT, 'scripts/bundle-like-the-api.mjs'));
    await bundleLikeTheApi({ absWorkingDir: ROOT, entryPoints: ['apps/api/src/server.ts'], outfile: SERVER_FILE });
    dataDir = await mkdtemp(join(tmpdir(), 'homebid-shutdown-'));
    if (dialect === 'postgres') database = await acquireDatabase('postgres');
    server = await startServer(dataDir, database?.url);
  }, 180_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await database?.discard();
    await rm(dataDir, { recursive: true, force: true });
    await rm(SERVER_FILE, { force: true });
    await rm(`${SERVER_FILE}.map`, { force: true });
  });

  it('stops accepting, finishes the request in flight, tells the socket to reconnect, and exits 0', async () => {
    if (!server) throw new Error('the server did not start');
    const { base, port, child } = server;
    const json = (body: unknown) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

    // A provider signs up (the code comes from the outbox) and so has a session for /cable.
    const tag = `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
    const pro = { email: `shutdown.${tag}@example.test`, mobile: `6${String(randomInt(1e9)).padStart(9, '0')}` };
    const password = `Pass-${tag}`;
    const started = await fetch(
      `${base}/api/v1/providers/signup/basic-info`,
      json({
        sign_up: {
          name: 'Sam Shutdown',
          email: pro.email,
          mobile_number: pro.mobile,
          password,
          password_confirmation: password,
          user_type: 2,
        },
      }),
    );
    expect(started.status, await started.clone().text()).toBe(200);
    const { confirmation_token } = ((await started.json()) as { data: { confirmation_token: string } }).data;
    const otp = await until(() => codeInOutbox(server?.dataDir ?? '', pro.mobile), 10_000, 'the texted code');
    const verified = await fetch(`${base}/api/validate_user`, json({ confirmation_token, otp }));
    expect(verified.status, await verified.clone().text()).toBe(200);
    const query = new URLSearchParams({
      'access-token': verified.headers.get('access-token') ?? '',
      client: verified.headers.get('client') ?? '',
      uid: verified.headers.get('uid') ?? '',
    });

    // An open socket.
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/cable?${query}`, ['actioncable-v1-json']);
    const frames: Array<Record<string, unknown>> = [];
    socket.on('message', (data) => frames.push(JSON.parse(String(data))));
    const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await until(() => frames.find((frame) => frame.type === 'welcome'), 10_000, 'welcome');

    // A request in flight: its headers and half its body are in, the rest comes after SIGTERM.
    const body = JSON.stringify({ email: pro.email, password, user_type: 2 });
    const slow = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/auth/sign_in.json',
      agent: new Agent({ keepAlive: true }),
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
      slow.once('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      });
      slow.once('error', reject);
    });
    slow.write(body.slice(0, 20));
    await pause(500);

    child.kill('SIGTERM');
    const signalledAt = Date.now();

    // No new connection is accepted, while the request is still in flight.
    await until(async () => ((await isRefused(port)) ? true : undefined), 3000, 'new connections to be refused');
    // The socket hears Action Cable's restart message (reconnect: true) and is closed.
    expect(await socketClosed).toBe(1001);
    expect(frames.filter((frame) => frame.type !== 'ping').at(-1)).toEqual({
      type: 'disconnect',
      reason: 'server_restart',
      reconnect: true,
    });
    // The process waits for the request: still running.
    await pause(300);
    expect(child.exitCode).toBeNull();

    slow.end(body.slice(20));
    const answer = await answered;
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers['access-token']).toEqual(expect.any(String));

    const exit = await server.exited;
    expect(exit, server.logs.slice(-20).join('\n')).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalledAt).toBeLessThan(10_000);
    expect(server.logs.some((line) => line.includes('"msg":"shut down"'))).toBe(true);
  }, 60_000);
});
