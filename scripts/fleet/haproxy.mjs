// HAProxy, Debian's package: found (or installed, as root), configured for the fleet, and asked what
// it sees through its stats socket.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';

/** The haproxy binary: HAPROXY_PATH, else the one on PATH; installed with apt-get when missing and run as root. */
export function ensureHaproxy() {
  if (process.env.HAPROXY_PATH) {
    if (existsSync(process.env.HAPROXY_PATH)) return process.env.HAPROXY_PATH;
    throw new Error(`HAPROXY_PATH names ${process.env.HAPROXY_PATH}, which does not exist.`);
  }
  const found = () => {
    const which = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
    return which.status === 0 ? which.stdout.trim() : undefined;
  };
  const path = found();
  if (path) return path;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'HAProxy is missing. Install it with: sudo apt-get install -y haproxy (or set HAPROXY_PATH to a haproxy binary).',
    );
  }
  console.log('› installing HAProxy (apt-get install haproxy)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'haproxy'],
  ]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (run.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed: HAProxy could not be installed.`);
  }
  const installed = found();
  if (!installed) throw new Error('apt-get installed haproxy, yet no haproxy is on PATH.');
  return installed;
}

/**
 * The proxy's configuration: the public port, round robin over the web processes with a health check
 * on /api/health, X-Forwarded-For for the processes' TRUST_PROXY, and WebSockets (/cable) kept open
 * by `timeout tunnel`. The worker sits in a backend no request reaches: HAProxy checks it, so its
 * health shows beside the web processes' in `fleet status`.
 */
export function haproxyConfig({ publicPort, bindHost, webs, worker, socketPath }) {
  const bind = bindHost === '0.0.0.0' || !bindHost ? `:${publicPort}` : `${bindHost}:${publicPort}`;
  return `# Written by scripts/fleet.mjs (npm run fleet -- start) at every start; edits are lost.
global
  log stderr format raw local0 info
  stats socket ${socketPath} mode 600 level admin
  stats timeout 10s

defaults
  mode http
  log global
  option httplog
  # Only errors and abnormal requests reach the log (a server going DOWN or UP is always logged).
  option dontlog-normal
  # X-Forwarded-For: the web processes believe it from 127.0.0.1 (TRUST_PROXY).
  option forwardfor
  timeout connect 5s
  timeout http-request 10s
  # An idle client connection stays a minute, longer than clients keep one (undici 4 s, browsers
  # reuse at once or retry), so a request is not written onto a connection this end is closing.
  timeout http-keep-alive 60s
  timeout client 60s
  timeout server 60s
  # A WebSocket (/cable): once upgraded (HAProxy passes Upgrade and Connection on), the connection is a
  # tunnel; the server pings every 3 s, so an hour idle means the client is gone.
  timeout tunnel 1h
  timeout client-fin 5s

frontend homebid
  bind ${bind}
  http-request set-header X-Forwarded-Proto http
  # Keep-Alive is hop-by-hop: a web process's "timeout=72" told clients to keep connections that
  # HAProxy closed sooner, and a POST written onto one as it closed failed (one chat message in a few
  # hundred in bench/failover.mjs).
  http-response del-header Keep-Alive
  default_backend web

backend web
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  # Checked every 2 s, each check given 5 s (a busy machine answers slowly): three failures in a row
  # take a process out (a refused connection fails at once: about 6 s), two passes bring it back.
  timeout check 5s
  # A connection refused by a process (killed, not yet marked DOWN) is tried again on another one: the
  # request never reached the dead process, so even a POST is safe to send again. The first such
  # failure in real traffic also marks the process DOWN, without waiting for three failed checks.
  retries 2
  option redispatch 1
  # A GET or HEAD sent to a process that died before answering (the connection closed with nothing
  # back) is sent again to another: replaying a read changes nothing. Any other request that reached
  # a process is never sent twice; its client hears of the failure (a payment carries its own
  # Idempotency-Key for that).
  retry-on conn-failure empty-response
  http-request disable-l7-retry unless METH_GET
  default-server inter 2s fall 3 rise 2 observe layer4 error-limit 1 on-error mark-down
${webs.map((web) => `  server ${web.name} 127.0.0.1:${web.port} check`).join('\n')}

backend worker
  # No request is routed here: the worker answers only /api/health, checked so status shows it.
  option httpchk GET /api/health
  http-check expect status 200
  timeout check 5s
  server ${worker.name} 127.0.0.1:${worker.port} check inter 2s fall 3 rise 1
`;
}

/** Sends one command to the stats socket and answers its reply. */
export function askHaproxy(socketPath, command) {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let reply = '';
    socket.setTimeout(3000, () => socket.destroy(new Error('the HAProxy stats socket did not answer')));
    socket.on('connect', () => socket.write(`${command}\n`));
    socket.on('data', (chunk) => {
      reply += chunk;
    });
    socket.on('end', () => resolve(reply));
    socket.on('error', reject);
  });
}

/**
 * HAProxy's view of its servers (`show stat`): per backend server its state (UP, DOWN, MAINT, …), the
 * last check's result and the requests it has been sent.
 */
export async function serverStates(socketPath) {
  const [header, ...lines] = (await askHaproxy(socketPath, 'show stat')).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  return lines
    .map((line) => Object.fromEntries(line.split(',').map((value, i) => [columns[i], value])))
    .filter((row) => row.svname !== 'FRONTEND' && row.svname !== 'BACKEND')
    .map((row) => ({
      backend: row.pxname,
      server: row.svname,
      status: row.status,
      check: row.check_status,
      requests: Number(row.stot) || 0,
      current: Number(row.scur) || 0,
    }));
}
