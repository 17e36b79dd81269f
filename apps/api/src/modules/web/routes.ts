import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { apiMessages } from '@homebid/contracts/messages';
import { isAppRoute } from '@homebid/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { failure } from '../../lib/envelope';

export const WEB_DIST = join(dirname(createRequire(import.meta.url).resolve('@homebid/web/package.json')), 'dist');

/**
 * Serves the built web app at `/`, and answers every path no route claimed: the JSON envelope
 * under /api, index.html for pages (status 404 for paths that are no page, so the app shows its
 * 404 screen and crawlers see the truth).
 */
export async function registerWebApp(app: FastifyInstance, webDist = WEB_DIST): Promise<void> {
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        if (path.includes(`${join(webDist, 'assets')}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isApi = path === '/api' || path.startsWith('/api/');
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !isPage || !hasWebApp || path.startsWith('/files/') || path === '/cable') {
      return reply.status(404).send(failure(404, [apiMessages.notFoundRoute]));
    }
    return reply
      .status(isAppRoute(path) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html', { cacheControl: false });
  });
}
