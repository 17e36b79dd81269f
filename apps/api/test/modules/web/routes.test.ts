import { apiMessages } from '@homebid/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp, WEB_ASSET, WEB_MARKER } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';

describe.each(dialects())('the web app fallback on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const expectIndexHtml = (response: Awaited<ReturnType<typeof get>>, status: number) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(WEB_MARKER);
  };

  it.each(['/', '/dashboard', '/login', '/my-works/12', '/project-detail/5/leads', '/dashboard/'])(
    'answers the page %s with index.html and 200',
    async (url) => {
      expectIndexHtml(await get(url), 200);
    },
  );

  it('keeps the query string out of the page check', async () => {
    expectIndexHtml(await get('/dashboard?tab=leads'), 200);
  });

  it.each(['/no-such-page', '/dashboard/extra/parts', '/my-works'.toUpperCase()])(
    'answers the non-page %s with index.html and 404, so the app shows its 404 screen',
    async (url) => {
      expectIndexHtml(await get(url), 404);
    },
  );

  it('answers HEAD for a page like GET', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers the JSON envelope, not HTML, under /api, /files and for non-GET methods', async () => {
    for (const url of ['/api/nope', '/api/nope.html', '/files/nope.png']) {
      const response = await get(url);
      expectErrorEnvelope(response, 404, apiMessages.notFoundRoute);
      expect(response.body).not.toContain(WEB_MARKER);
    }
    const post = await t.app.inject({ method: 'POST', url: '/dashboard', payload: {} });
    expectErrorEnvelope(post, 404, apiMessages.notFoundRoute);
  });

  it('serves built assets with a long-lived cache header', async () => {
    const response = await get(WEB_ASSET);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toMatch(/immutable/);
    expect((await get('/assets/missing-chunk.js')).statusCode).toBe(404);
  });

  it('does not let index.html be cached for long (a new deploy must reach the browser)', async () => {
    for (const url of ['/dashboard', '/no-such-page']) {
      const cacheControl = String((await get(url)).headers['cache-control']);
      expect(cacheControl).not.toMatch(/immutable/);
      expect(cacheControl).toMatch(/no-cache|max-age=0\b/);
    }
  });

  it('answers index.html with cache-control no-cache, as the fallback intends', async () => {
    for (const url of ['/dashboard', '/no-such-page']) {
      expect((await get(url)).headers['cache-control']).toBe('no-cache');
    }
  });
});
