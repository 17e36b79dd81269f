import { it } from 'vitest';
import { buildTestApp } from './helpers/build-test-app';
it('prints', async () => {
  const t = await buildTestApp({ dialect: 'pglite' });
  for (const [method, url, payload, ct] of [
    ['POST', '/api/auth/sign_in.json', '{"email":', 'application/json'],
    ['POST', '/api/auth/sign_in.json', JSON.stringify({email:'', password:''}), 'application/json'],
    ['POST', '/api/auth/sign_in.json', '<x/>', 'text/xml'],
    ['GET', '/api/get_locations?search=' + 'a'.repeat(61), undefined, undefined],
    ['GET', '/api/docs', undefined, undefined],
    ['GET', '/no-such-page', undefined, undefined],
    ['GET', '/dashboard', undefined, undefined],
    ['GET', '/assets/app-test.js', undefined, undefined],
  ] as const) {
    const r = await t.app.inject({ method, url, payload, headers: ct ? { 'content-type': ct } : {} });
    console.log(method, url, r.statusCode, JSON.stringify(r.headers), r.body.slice(0, 300));
  }
  await t.close();
});
