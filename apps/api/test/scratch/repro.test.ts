import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser, signIn } from '../helpers/users';

describe('repro', () => {
  let t: TestApp;
  beforeAll(async () => { t = await buildTestApp({ dialect: 'pglite' }); });
  afterAll(() => t?.close());
  it('multipart', async () => {
    const provider = await signIn(t.app, await createUser(t.db, { role: 'provider' }));
    const customer = await signIn(t.app, await createUser(t.db, { role: 'customer' }));
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    console.log(JSON.stringify(doc.paths['/api/v2/customers/projects'].post.requestBody, null, 1).slice(0, 3000));
    const b = 'XyZ';
    const truncated = `--${b}\r\nContent-Disposition: form-data; name="title"\r\n\r\nhello`;
    const truncFile = `--${b}\r\nContent-Disposition: form-data; name="files[]"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nhello`;
    for (const [url, who] of [['/api/v2/customers/projects', customer], ['/api/update_profile_image', provider], ['/api/album/1/upload', provider]] as const) {
      for (const [ct, payload] of [['multipart/form-data', 'abc'], [`multipart/form-data; boundary=${b}`, truncated], [`multipart/form-data; boundary=${b}`, truncFile.replace('files[]','document')], ['multipart/form-data; boundary=', 'x'], ['application/json', '{"title":"a"}'], ['multipart/mixed; boundary=x', 'x']]) {
        const r = await t.app.inject({ method: 'POST', url, headers: { ...who, 'content-type': ct }, payload });
        console.log(url, ct, r.statusCode, r.body.slice(0, 200));
      }
    }
  });
});
