import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from './helpers/build-test-app';

describe.each(dialects())('the OpenAPI document on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t?.close());

  it('serves OpenAPI 3.1 at /api/openapi.json with the API paths under /api', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/sign_in.json',
        '/api/auth/sign_out',
        '/api/service_list',
        '/api/referral_list',
        '/api/get_locations',
        '/api/health',
      ]),
    );
    for (const path of paths) expect(path.startsWith('/api/'), path).toBe(true);
    // The document itself and the docs UI are not listed as API calls.
    expect(paths).not.toContain('/api/openapi.json');
    expect(paths.some((path) => path.startsWith('/api/docs'))).toBe(false);
  });

  it('documents the sign-in body from the shared schema', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const signIn = document.paths['/api/auth/sign_in.json'].post;
    expect(signIn).toBeDefined();
    const schema = signIn.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['email', 'password', 'user_type']));
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(Object.keys(signIn.responses)).toEqual(expect.arrayContaining(['200', '401', '422']));
    expect(document.paths['/api/get_locations'].get.parameters).toContainEqual(
      expect.objectContaining({ name: 'search', in: 'query' }),
    );
  });

  it('renders the document as HTML at /api/docs', async () => {
    let response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    for (let hops = 0; response.statusCode >= 300 && response.statusCode < 400 && hops < 5; hops++) {
      const location = new URL(String(response.headers.location), 'http://localhost/api/docs/');
      response = await t.app.inject({ method: 'GET', url: location.pathname + location.search });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/swagger/i);
  });
});
