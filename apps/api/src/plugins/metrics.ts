import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiMessages } from '@homebid/contracts/messages';
import fp from 'fastify-plugin';
import { failure } from '../lib/envelope';
import { createMetrics, type Metrics, routeLabel } from '../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's Prometheus metrics (lib/metrics.ts). */
    metrics: Metrics;
    /** Where the METRICS_PORT listener listens, once the app is ready; null without one. */
    metricsAddress(): AddressInfo | null;
  }
}

export const METRICS_PATH = '/metrics';

/** The answer to a scrape without the right token. */
export const METRICS_TOKEN_NEEDED = 'Metrics need the METRICS_TOKEN as a Bearer token.';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the Authorization header carries the token (`Bearer <token>`, the scheme in any case);
 * always true without a token. Compared as digests in constant time.
 */
export function hasMetricsToken(header: string | undefined, token: string | undefined): boolean {
  if (!token) return true;
  const given = /^bearer +(\S+) *$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Prometheus metrics of this process, in the text format at `/metrics`:
 *
 * - on the public port only with METRICS_TOKEN set, and then only for scrapes that send it
 *   (`Authorization: Bearer …`, else 401); without it the public port answers 404, never the web app;
 * - with METRICS_PORT, on a listener of its own on METRICS_HOST (127.0.0.1 unless set), off the
 *   public origin (asking for METRICS_TOKEN too when it is set), in every role, workers included.
 *
 * Every answered request is counted by method, route pattern and status class (never the raw
 * address: no ids in labels). Registered before every route, so its hook sees them all.
 */
export default fp(
  async (app) => {
    const { token, port, host } = app.config.metrics;
    const metrics = createMetrics({
      role: app.config.processRole,
      processMetrics: Boolean(token) || port !== undefined,
    });
    app.decorate('metrics', metrics);

    app.addHook('onResponse', (request, reply, done) => {
      const route = routeLabel(request.routeOptions.url, request.is404);
      metrics.httpRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    app.get(METRICS_PATH, { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
      if (!token) return reply.status(404).send(failure(404, [apiMessages.notFoundRoute]));
      if (!hasMetricsToken(request.headers.authorization, token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send(failure(401, [METRICS_TOKEN_NEEDED]));
      }
      const text = await metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
    });

    let listener: Server | null = null;
    app.decorate('metricsAddress', () => (listener?.address() as AddressInfo | null) ?? null);
    if (port === undefined) return;
    const log = app.log.child({ component: 'metrics' });
    app.addHook('onReady', async () => {
      const server = createServer((request, response) => {
        answerScrape(metrics, token, request, response).catch((error) => {
          log.error({ err: error }, 'metrics: the scrape failed');
          if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          response.end('The metrics could not be read.\n');
        });
      });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen({ port, host }, () => {
          server.off('error', reject);
          resolve();
        });
      });
      server.on('error', (error) => log.error({ err: error }, 'metrics: listener error'));
      listener = server;
      const { address, port: bound } = server.address() as AddressInfo;
      log.info(`metrics at http://${address.includes(':') ? `[${address}]` : address}:${bound}${METRICS_PATH}`);
    });
    // Last to go: the scrapes of a shutting-down process still answer while it finishes its work.
    app.addHook('onClose', async () => {
      const server = listener;
      if (!server) return;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    });
  },
  { name: 'metrics', dependencies: ['config'] },
);

/** The METRICS_PORT listener's one answer: /metrics (GET or HEAD), else 404. */
async function answerScrape(
  metrics: Metrics,
  token: string | undefined,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const path = (request.url ?? '').split('?')[0];
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  if (path !== METRICS_PATH || !isRead) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found.\n');
    return;
  }
  if (!hasMetricsToken(request.headers.authorization, token)) {
    response
      .writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer realm="metrics"' })
      .end(`${METRICS_TOKEN_NEEDED}\n`);
    return;
  }
  const text = await metrics.registry.metrics();
  response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
  response.end(request.method === 'HEAD' ? undefined : text);
}
