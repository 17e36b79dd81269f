import { fieldMessages } from '@homebid/contracts/messages';
import { albums, reviewLinks } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdsNul } from '../../src/plugins/input-guard';
import { buildTestApp, dialects, type TestApp } from '../helpers/build-test-app';
import { expectErrorEnvelope } from '../helpers/expect-envelope';
import { multipart } from '../helpers/multipart';
import { type CreatedUser, createUser, type SessionHeaders, signIn } from '../helpers/users';

const NUL = '\u0000';

describe('holdsNul', () => {
  it('finds a NUL in a string, a nested value or a key, and nothing in clean input', () => {
    expect(holdsNul(`a${NUL}b`)).toBe(true);
    expect(holdsNul({ provider: { names: ['ok', `x${NUL}`] } })).toBe(true);
    expect(holdsNul({ [`k${NUL}`]: 1 })).toBe(true);
    expect(holdsNul({ a: 'plain', b: [1, true, null, { c: 'ü – 😀' }] })).toBe(false);
    expect(holdsNul(undefined)).toBe(false);
    expect(holdsNul('a\\u0000b')).toBe(false); // the six characters, not the character
  });
});

// The security review's examples: sign-in, login by code, album names and reviews answered 500.
describe.each(dialects())('a NUL character in a request on %s', (dialect) => {
  let t: TestApp;
  let provider: CreatedUser;
  let session: SessionHeaders;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    provider = await createUser(t.db, { role: 'provider' });
    session = await signIn(t.app, provider);
  });
  afterAll(() => t?.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const expectRefused = (response: Awaited<ReturnType<typeof send>>) =>
    expectErrorEnvelope(response, 422, fieldMessages.nulCharacter);

  it('is refused with 422 in sign-in and login by code, and the account still signs in', async () => {
    expectRefused(await send('POST', '/api/auth/sign_in.json', { email: provider.email, password: `x${NUL}y123` }));
    expectRefused(await send('POST', '/api/auth/sign_in.json', { email: `${NUL}${provider.email}`, password: 'x' }));
    expectRefused(await send('POST', '/api/web_login_with_email', { email: `a${NUL}@example.com` }));
    expectRefused(await send('POST', '/api/web_login_with_otp', { email: provider.email, otp: `12345${NUL}` }));
    const ok = await send('POST', '/api/auth/sign_in.json', { email: provider.email, password: provider.password });
    expect(ok.statusCode).toBe(200);
  });

  it('is refused in album names, and no album is created or renamed', async () => {
    expectRefused(await send('POST', '/api/album', { album: { name: `Kitchen${NUL}` } }, session));
    const created = await send('POST', '/api/album', { album: { name: 'Kitchen' } }, session);
    expect(created.statusCode).toBe(200);
    const id = created.json().data.album.id as number;
    expectRefused(await send('PUT', `/api/album/${id}`, { album: { name: `Bath${NUL}room` } }, session));
    const [row] = await t.db.select().from(albums).where(eq(albums.id, id));
    expect(row.name).toBe('Kitchen');
    const all = await t.db
      .select()
      .from(albums)
      .where(eq(albums.providerId, provider.providerId as number));
    expect(all).toHaveLength(1);
  });

  it('is refused in a review through a link, and the link stays unused', async () => {
    const generated = await send(
      'GET',
      `/api/reviews/get_generate_link?provider_id=${provider.providerId}`,
      undefined,
      session,
    );
    expect(generated.statusCode).toBe(200);
    const secure = generated.json().data.secure_number as string;
    const review = { name: 'Fay', rating: 5, text: `Great${NUL}work` };
    expectRefused(await send('POST', `/api/reviews/link/${secure}`, review));
    expectRefused(await send('POST', `/api/reviews/link/${secure}`, { ...review, text: 'Great', name: `F${NUL}` }));
    const [link] = await t.db.select().from(reviewLinks).where(eq(reviewLinks.secureNumber, secure));
    expect(link.usedAt).toBeNull();
  });

  it('is refused in a path, a query string and the session headers', async () => {
    expectRefused(await send('GET', '/api/reviews/link/abc%00def'));
    expectRefused(await send('GET', '/api/get_locations?search=New%00York'));
    expectRefused(await send('GET', '/api/album', undefined, { ...session, uid: `${session.uid}${NUL}` }));
  });

  it('is refused in the text fields of a multipart form, and no project is posted', async () => {
    const customer = await createUser(t.db, { role: 'customer', mobileNumber: '3125550177' });
    const headers = await signIn(t.app, customer);
    const catalogue = (await send('GET', '/api/service_list')).json().data;
    const form = {
      title: `Replace the kitchen roof${NUL}`,
      description: 'Leaks over the kitchen after every storm.',
      project_type_id: String(catalogue[0].id),
      project_sub_type_id: String(catalogue[0].project_sub_types[0].id),
      street_address: '350 5th Ave',
      zipcode: '10001',
      budget: '2500',
    };
    const post = (fields: Record<string, string>) => {
      const body = multipart([], fields);
      return t.app.inject({
        method: 'POST',
        url: '/api/v2/customers/projects',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    expectRefused(await post(form));
    expectRefused(await post({ ...form, title: 'Roof', description: `a${NUL}` }));
    const listed = await send('GET', '/api/v2/customers/projects', undefined, headers);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.projects).toEqual([]);
    // The same form without the NUL is posted: the refusal was the character, nothing else.
    const clean = await post({ ...form, title: 'Replace the kitchen roof' });
    expect(clean.statusCode, clean.body).toBe(200);
  });

  it('lets clean text with other unusual characters through', async () => {
    const created = await send('POST', '/api/album', { album: { name: 'Küche – 😀 \\u0000' } }, session);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.album.name).toBe('Küche – 😀 \\u0000');
  });
});
