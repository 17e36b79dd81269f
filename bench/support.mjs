// What the HTTP benchmarks (api-latency.mjs, marketplace.mjs) share: child processes that die with the
// benchmark, free ports, waiting for a server, CPU and memory from /proc (Linux), and one measured run
// of a call with autocannon, and the workspace's TypeScript bundled for a script.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { bundleLikeTheApi } from '../scripts/bundle-like-the-api.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const STARTUP_TIMEOUT_MS = 180_000;
export const WARMUP_SECONDS = 1;
const CLOCK_TICKS = 100;

const children = new Set();
/** Work to undo when the benchmark is interrupted (temporary databases): push, and remove when done. */
export const cleanups = [];
let isWatching = false;

/** From the first child on: children die with the benchmark, and an interruption runs `cleanups`. */
function watchExit() {
  if (isWatching) return;
  isWatching = true;
  const stopAll = () => {
    for (const child of children) child.kill('SIGKILL');
  };
  process.on('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, async () => {
      stopAll();
      for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => {});
      process.exit(130);
    });
}

/** Stops the benchmark when the built server it measures is missing. */
export function requireBuilt(server) {
  if (existsSync(server)) return;
  console.error(`${server} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

/** A free loopback port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A Node.js child process (killed when the benchmark ends), keeping the end of its stderr. */
export function startChild(argv, env) {
  watchExit();
  const child = spawn(process.execPath, argv, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  exited.then(() => children.delete(child));
  return {
    child,
    exited,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Waits until `base + path` answers 2xx, failing early when the process exits. */
export async function waitUntilUp(base, path, proc) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`the server exited (${proc.child.exitCode}):\n${proc.stderr()}`);
    try {
      const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${base}${path} did not answer within ${STARTUP_TIMEOUT_MS / 1000} s:\n${proc.stderr()}`);
}

/** CPU time (user + system) of a process in ms; 0 when it cannot be read. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS);
  } catch {
    return 0;
  }
}

/** Resident memory of a process in MB, or null. */
export function rssMb(pid) {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

export function readLoadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return '?';
  }
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;

/** autocannon's options for one call at `connections`. */
function loadOptions(base, call, connections) {
  return {
    url: `${base}${call.path}`,
    method: call.method ?? 'GET',
    headers: call.headers ?? {},
    body: call.body,
    connections,
  };
}

/** Runs one call for `seconds` at `connections`, unmeasured: a freshly started server warms up its code. */
export async function warmUp(base, call, { connections, seconds }) {
  await autocannon({ ...loadOptions(base, call, connections), duration: seconds });
}

/**
 * Runs one call for `seconds` at `connections` after a warm-up: req/s, p50/p95/p99 of every
 * response's own time, answers with another status than `call.status` (200), and the CPU time the
 * server process (and PostgreSQL's backends) spent per answer: unlike req/s, that figure holds up
 * when other work shares the machine.
 */
export async function measure(base, call, { connections, seconds, serverPid, backendPids = async () => [] }) {
  await warmUp(base, call, { connections, seconds: WARMUP_SECONDS });
  const serverBefore = serverPid ? cpuMs(serverPid) : 0;
  const backendsBefore = new Map((await backendPids()).map((pid) => [pid, cpuMs(pid)]));
  const times = [];
  const instance = autocannon({ ...loadOptions(base, call, connections), duration: seconds });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  const serverCpu = serverPid ? cpuMs(serverPid) - serverBefore : null;
  const pids = await backendPids();
  const backendCpu = pids.length
    ? pids.reduce((sum, pid) => sum + cpuMs(pid) - (backendsBefore.get(pid) ?? 0), 0)
    : null;
  const statuses = result.statusCodeStats ?? {};
  const answered = Object.values(statuses).reduce((sum, s) => sum + s.count, 0);
  const right = statuses[call.status ?? 200]?.count ?? 0;
  times.sort((a, b) => a - b);
  const perAnswer = (ms) => (ms === null || !answered ? null : ms / answered);
  return {
    connections,
    rps: Math.round(answered / seconds),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    wrong: answered - right + result.errors + result.timeouts,
    serverCpu: perAnswer(serverCpu),
    backendCpu: perAnswer(backendCpu),
  };
}

/** A bare Fastify route without logging or database, as a yardstick for the machine. */
export async function startBareFastify() {
  const port = await freePort();
  const source = `
    import Fastify from 'fastify';
    const app = Fastify({ logger: false });
    app.get('/', async () => ({ code: 200, message: 'OK', data: { hello: 'world' } }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });
  `;
  const proc = startChild(['--input-type=module', '-e', source], {});
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(base, '/', proc);
  return { base, proc };
}

/**
 * Bundles `contents` (TypeScript importing the workspace's sources) into `outfile` with esbuild as the
 * API's build does: npm packages stay external (so `outfile` must lie where they resolve), @homebid/*
 * packages and relative paths are bundled.
 */
export function bundleWorkspaceSource({ contents, outfile, sourcefile }) {
  return bundleLikeTheApi({
    stdin: { contents, resolveDir: ROOT, loader: 'ts', ...(sourcefile ? { sourcefile } : {}) },
    outfile,
  });
}

/** `bundleWorkspaceSource`, imported into this process (the bundle file is removed again). */
export async function importBundled(name, contents) {
  const outfile = join(ROOT, `apps/api/dist/bench-${name}-${process.pid}.mjs`);
  await bundleWorkspaceSource({ contents, outfile });
  return import(outfile).finally(() => rm(outfile, { force: true }));
}
