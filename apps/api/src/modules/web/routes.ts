import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { apiMessages } from '@homebid/contracts/messages';
import { isAppRoute } from '@homebid/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { type EncodedBody, encodedBody, sendEncoded } from '../../lib/encoded-body';
import { failure } from '../../lib/envelope';

export const WEB_DIST = join(dirname(createRequire(import.meta.url).resolve('@homebid/web/package.json')), 'dist');

/** Written by the web build (apps/web/vite.config.ts): route pattern → the page's own chunks. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** Files of the build that are never served: source maps, the precompressed copies by their own name, dot-folders. */
const isPrivateFile = (path: string) => /\.(map|br|gz)$/.test(path) || /(^|\/)\./.test(path);

/**
 * Serves the built web app at `/`, and answers every path no route claimed: the JSON envelope
 * under /api, index.html for pages (status 404 for paths that are no page, so the app shows its
 * 404 screen and crawlers see the truth).
 *
 * Assets go out precompressed (the build writes `.br` and `.gz` beside each; the one the browser
 * accepts is chosen, with `Vary: accept-encoding`); source maps are not served. Each page's
 * index.html names its own route chunks as `<link rel="modulepreload">`, so the browser fetches
 * them alongside the app instead of after it has run (at low priority, like the app's own: they
 * run after the shell's first paint, and the stylesheet it waits for goes first).
 */
export async function registerWebApp(app: FastifyInstance, webDist = WEB_DIST): Promise<void> {
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
      allowedPath: (path) => !isPrivateFile(path),
      setHeaders: (res, path) => {
        if (path.includes(`${join(webDist, 'assets')}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const pages = hasWebApp ? pageDocuments(webDist) : undefined;

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !isPage || !pages || path.startsWith('/files/') || path === '/cable') {
      return reply.status(404).send(failure(404, [apiMessages.notFoundRoute]));
    }
    const isAppPage = isAppRoute(path);
    const page = pages.forPath(isAppPage ? path : null);
    reply
      .status(isAppPage ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('etag', page.etag)
      .type('text/html; charset=utf-8');
    if (isAppPage && matchesEtag(request.headers['if-none-match'], page.etag)) {
      return reply.header('vary', 'accept-encoding').status(304).send();
    }
    return sendEncoded(request, reply, page);
  });
}

/** If-None-Match holds the page's validator (weak comparison, RFC 9110 §13.1.2). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => bare(tag) === bare(etag));
}

interface PageDocument extends EncodedBody {
  etag: string;
}

/**
 * index.html once per route pattern of the build's route-preloads.json, with that route's chunks
 * in <head>, compressed on first use and kept. A path that is no page gets the not-found route's
 * chunks (`*`), `/` none (it only redirects).
 */
function pageDocuments(webDist: string) {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const preloadsFile = join(webDist, ROUTE_PRELOADS_FILE);
  const preloads: Record<string, string[]> = existsSync(preloadsFile)
    ? JSON.parse(readFileSync(preloadsFile, 'utf8'))
    : {};
  const patterns = Object.keys(preloads).filter((pattern) => pattern.startsWith('/'));
  const documents = new Map<string, PageDocument>();

  const documentFor = (pattern: string): PageDocument => {
    const known = documents.get(pattern);
    if (known) return known;
    const links = (preloads[pattern] ?? [])
      .map((file) =>
        file.endsWith('.css')
          ? `<link rel="preload" as="style" href="/${file}">`
          : `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
      )
      .join('\n    ');
    const identity = Buffer.from(links ? html.replace('</head>', `  ${links}\n  </head>`) : html);
    const document: PageDocument = {
      ...encodedBody(identity, 'best'),
      // Weak: one validator for the page whichever encoding carries it.
      etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    };
    documents.set(pattern, document);
    return document;
  };

  return {
    /** The document for a page path, or (null) for a path that is no page. */
    forPath(pathname: string | null): PageDocument {
      if (pathname === null) return documentFor('*');
      const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      return documentFor(patterns.find((pattern) => matches(pattern, path)) ?? '/');
    },
  };
}

/** The same rule as the contract's isAppRoute: equal segments, `:param` matches any non-empty one. */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return false;
  return want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}
