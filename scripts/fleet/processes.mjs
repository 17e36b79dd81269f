// The fleet's members as operating-system processes: started detached (they outlive `fleet start`),
// known by pid, and recognised by their command line so a pid reused by another program is never signalled.
import { spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Whether the process runs and its command line names `marker` (a zombie, or a reused pid, is not running). */
export function isRunning(pid, marker) {
  if (!pid) return false;
  const proc = `/proc/${pid}`;
  if (existsSync('/proc/self')) {
    try {
      const stat = readFileSync(`${proc}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return false;
      return !marker || readFileSync(`${proc}/cmdline`, 'utf8').includes(marker);
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts a program in its own process group with its output appended to `logFile`; answers the child. */
export function startDetached(command, args, { env, cwd, logFile }) {
  const out = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', out, out] });
  child.unref();
  return child;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM, then up to `graceMs` for the process to end; past it SIGKILL. Answers 'stopped', 'killed'
 * or 'gone' (it had already ended).
 */
export async function stopProcess(pid, marker, { signal = 'SIGTERM', graceMs = 10_000 } = {}) {
  if (!isRunning(pid, marker)) return 'gone';
  try {
    process.kill(pid, signal);
  } catch {
    return 'gone';
  }
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!isRunning(pid, marker)) return 'stopped';
    await sleep(100);
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    return 'stopped';
  }
  while (isRunning(pid, marker)) await sleep(50);
  return 'killed';
}

/** Whether nothing listens on host:port (a bind succeeds). */
export function isPortFree(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Polls `check` until it answers true; rejects with `what` after `timeoutMs`, or as soon as `failed()` says why. */
export async function waitFor(what, check, { timeoutMs, failed = () => undefined, intervalMs = 250 }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = failed();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (await check().catch(() => false)) return;
    await sleep(intervalMs);
  }
  throw new Error(`${what}: not ready within ${Math.round(timeoutMs / 1000)} s`);
}

/** GET http://127.0.0.1:port/path answers 200 (within a second). */
export async function answers200(port, path = '/api/health') {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(1000) });
  await response.arrayBuffer();
  return response.status === 200;
}

/** The last lines of a log file, for a member that failed to start. */
export function tail(file, lines = 15) {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}
