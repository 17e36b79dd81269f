import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/lib/config';
import { ROUTE_PRELOADS_FILE } from '../../../src/modules/web/routes';
import { type App, buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';

const MARKER = 'homebid-built-web-app';
const ENTRY = 'console.log("the entry chunk of the test build");\n'.repeat(60);
// The build's compressed copies differ from the file by a trailing comment, so a test can tell the
// precompressed copy was sent rather than the file compressed on the fly.
const ENTRY_BR = `${ENTRY}/* br */\n`;
const ENTRY_GZ = `${ENTRY}/* gz */\n`;
const PLAIN = `export const filler = "${'x'.repeat(3000)}";\n`;

/** A web build as `npm run build` leaves it: precompressed copies, hidden source maps, route preloads. */
async function writeBuiltWebApp(dir: string) {
  await mkdir(join(dir, 'assets'), { recursive: true });
  await mkdir(join(dir, '.vite'), { recursive: true });
  const html = `<!doctype html><html><head><title>HomeBid</title>
    <script type="module" crossorigin src="/assets/entry-abc.js"></script>
  </head><body><div id="root" data-testid="${MARKER}"></div></body></html>\n`;
  await writeFile(join(dir, 'index.html'), html);
  await writeFile(join(dir, 'assets/entry-abc.js'), ENTRY);
  await writeFile(join(dir, 'assets/entry-abc.js.br'), brotliCompressSync(ENTRY_BR));
  await writeFile(join(dir, 'assets/entry-abc.js.gz'), gzipSync(ENTRY_GZ));
  await writeFile(join(dir, 'assets/entry-abc.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  await writeFile(join(dir, 'assets/plain-abc.js'), PLAIN);
  await writeFile(
    join(dir, ROUTE_PRELOADS_FILE),
    JSON.stringify({
      '/login': ['assets/login-abc.js', 'assets/text-field-abc.js'],
      '/my-works/:id': ['assets/album-abc.js', 'assets/album-abc.css'],
      '*': ['assets/not-found-abc.js'],
    }),
  );
}

const decode = (encoding: unknown, body: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

describe.each(dialects())('compression and the built web app on %s', (dialect) => {
  let t: TestApp;
  let app: App;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'homebid-web-dist-'));
    await writeBuiltWebApp(dist);
    t = await buildTestApp({ dialect });
    // The real app on the test database, serving this build.
    app = await buildApp({ config: loadConfig(t.env), database: t.database, logger: false, webDist: dist });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it.each([
    ['br', 'gzip, deflate, br', ENTRY_BR],
    ['gzip', 'gzip, deflate', ENTRY_GZ],
    ['gzip', 'br;q=0, gzip', ENTRY_GZ],
  ])(
    'sends the precompressed %s copy of an asset for Accept-Encoding "%s", varying on it',
    async (encoding, accept, body) => {
      const response = await get('/assets/entry-abc.js', { 'accept-encoding': accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toMatch(/immutable/);
      expect(decode(encoding, response.rawPayload)).toBe(body);
    },
  );

  it('sends the file itself to a client that accepts no compression, still varying on Accept-Encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await get('/assets/entry-abc.js', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(ENTRY);
    }
  });

  it('compresses an asset that has no precompressed copy', async () => {
    const response = await get('/assets/plain-abc.js', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', response.rawPayload)).toBe(PLAIN);
  });

  it('serves no source map, no compressed copy by its own name and nothing of the build folder', async () => {
    for (const url of [
      '/assets/entry-abc.js.map',
      '/assets/entry-abc.js.br',
      '/assets/entry-abc.js.gz',
      `/${ROUTE_PRELOADS_FILE}`,
    ]) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(404);
      const body = decode(response.headers['content-encoding'], response.rawPayload);
      expect(body).not.toContain('secret.ts');
      expect(body).not.toContain('login-abc');
    }
  });

  it('names the page’s own chunks as modulepreload links in its index.html', async () => {
    const login = decode('br', (await get('/login', { 'accept-encoding': 'br' })).rawPayload);
    expect(login).toContain(MARKER);
    expect(login).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/login-abc.js">');
    expect(login).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/text-field-abc.js">',
    );
    expect(login).not.toContain('album-abc');

    const album = (await get('/my-works/12/')).body;
    expect(album).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/album-abc.js">');
    expect(album).toContain('<link rel="preload" as="style" href="/assets/album-abc.css">');
    expect(album).not.toContain('login-abc');

    const missing = await get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('href="/assets/not-found-abc.js"');

    const home = (await get('/')).body;
    expect(home).toContain(MARKER);
    expect(home).not.toContain('rel="modulepreload"');
  });

  it('sends pages compressed as accepted, varying on Accept-Encoding, and answers 304 to a known ETag', async () => {
    const br = await get('/login', { 'accept-encoding': 'gzip, br' });
    const gzip = await get('/login', { 'accept-encoding': 'gzip' });
    const plain = await get('/login');
    expect([
      br.headers['content-encoding'],
      gzip.headers['content-encoding'],
      plain.headers['content-encoding'],
    ]).toEqual(['br', 'gzip', undefined]);
    for (const response of [br, gzip, plain]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect(decode('br', br.rawPayload)).toBe(plain.body);
    expect(decode('gzip', gzip.rawPayload)).toBe(plain.body);

    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await get('/login', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/my-works/1', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('compresses JSON answers of 1 KB and more, and leaves smaller ones as they are', async () => {
    const big = await get('/api/openapi.json', { 'accept-encoding': 'br, gzip' });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decode('br', big.rawPayload)).openapi).toBe('3.1.0');

    const gzip = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode('gzip', gzip.rawPayload)).openapi).toBe('3.1.0');

    const small = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it('inflates no request body: a gzip-encoded body is refused with a 4xx, never a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign_in.json',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'accept-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'a@b.co', password: 'secret-pass' })),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
