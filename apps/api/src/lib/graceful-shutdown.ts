import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

/** The process is gone within 10 s of SIGTERM: what is still running at 9 s is cut short. */
export const SHUTDOWN_TIMEOUT_MS = 9_000;
/** While draining, how often keep-alive connections whose request has been answered are closed. */
const IDLE_SWEEP_MS = 100;

export interface ClosableApp {
  server: Server;
  log: FastifyBaseLogger;
  /** Fastify's close: its preClose hooks, then the wait for requests in flight, then its onClose hooks. */
  close(): Promise<unknown>;
}

export interface ShutdownOptions {
  timeoutMs?: number;
  exit?: (code: number) => void;
}

/**
 * Graceful shutdown, on SIGTERM (orchestrators) and SIGINT (Ctrl-C):
 *
 * 1. no new connection is accepted (the listening socket closes at once; the load balancer's next
 *    try goes to another process), and idle keep-alive connections are closed;
 * 2. Fastify's close: a request arriving on a connection already open answers 503 with
 *    `Connection: close`; the /cable sockets get Action Cable's
 *    `{"type":"disconnect","reason":"server_restart","reconnect":true}` and are closed (the clients
 *    reconnect to another process); the scheduler and the notification dispatcher stop after the
 *    run under way; the requests in flight finish (each connection is closed once answered);
 * 3. Redis, the database and the metrics listener close, and the process exits with 0;
 * 4. whatever is still running after `timeoutMs` is cut short: exit 1.
 *
 * A second signal during the shutdown changes nothing (a terminal's Ctrl-C reaches the process
 * from npm and from the terminal both).
 */
export function closeOnSignals(app: ClosableApp, options: ShutdownOptions = {}): (signal: string) => Promise<void> {
  const { timeoutMs = SHUTDOWN_TIMEOUT_MS, exit = (code: number) => process.exit(code) } = options;
  let closing: Promise<void> | undefined;
  const shutdown = (signal: string): Promise<void> => {
    if (closing) {
      app.log.info({ signal }, 'already shutting down');
      return closing;
    }
    app.log.info({ signal }, 'shutting down: no new connections; finishing the requests in flight');
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown still under way: exiting now');
      exit(1);
    }, timeoutMs);
    deadline.unref();
    // Node's http server closes idle keep-alive connections once, at close: a connection whose
    // request is answered later would otherwise stay open for its keep-alive time.
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
    // Stops accepting now; Fastify's own close of the server, after its preClose hooks, then waits
    // for the same drain (Node answers a second close when the last connection ends).
    if (app.server.listening) app.server.close();
    closing = app.close().then(
      () => {
        clearInterval(sweep);
        clearTimeout(deadline);
        app.log.info('shut down');
        exit(0);
      },
      (error: unknown) => {
        clearInterval(sweep);
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
    return closing;
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(signal));
  return shutdown;
}
