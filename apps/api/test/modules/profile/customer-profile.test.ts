import { validationMessages } from '@homebid/contracts/messages';
import { customerProfileMessages } from '@homebid/contracts/profile';
import { users } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { makePng } from '../../helpers/images';
import { multipart } from '../../helpers/multipart';
import { type CreatedUser, createUser, type SessionHeaders, signIn } from '../../helpers/users';

const CUSTOMER_PROFILE = '/api/v2/customers/profile';

// GET and PATCH /v2/customers/profile (/customer/account): the customer's own details.
describe.each(dialects())('the customer profile on %s', (dialect) => {
  let t: TestApp;
  let casey: CreatedUser;
  let caseyHeaders: SessionHeaders;
  let providerHeaders: SessionHeaders;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    casey = await createUser(t.db, { role: 'customer', name: 'Casey Customer', mobileNumber: '2125550143' });
    caseyHeaders = await signIn(t.app, casey);
    providerHeaders = await signIn(t.app, await createUser(t.db, { role: 'provider' }));
  });
  afterAll(() => t?.close());

  const read = (headers?: SessionHeaders) => t.app.inject({ method: 'GET', url: CUSTOMER_PROFILE, headers });
  const patch = (payload: object, headers: SessionHeaders | undefined = caseyHeaders) =>
    t.app.inject({ method: 'PATCH', url: CUSTOMER_PROFILE, headers, payload });

  it("answers the customer's own details, with the picture once it has one", async () => {
    const response = await read(caseyHeaders);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, casey.id));
    expect(response.json().data).toEqual({
      customer: {
        id: casey.id,
        name: 'Casey Customer',
        email: casey.email,
        mobile_number: '2125550143',
        avatar_url: null,
        created_at: row.createdAt.toISOString(),
      },
    });
    const body = multipart([
      { field: 'document', filename: 'me.png', contentType: 'image/png', data: await makePng() },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/update_profile_image',
      headers: { ...caseyHeaders, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const avatar = (await read(caseyHeaders)).json().data.customer.avatar_url;
    expect(avatar).toBe(uploaded.json().data.avatar);
    expect(avatar).toMatch(/^http:\/\/localhost:3000\/files\//);
  });

  it('changes the name by the person-name rules, with the saved message', async () => {
    const saved = await patch({ name: '  Casey Ann-Marie Customer ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: customerProfileMessages.saved,
      data: { customer: { id: casey.id, name: 'Casey Ann-Marie Customer', email: casey.email } },
    });
    expect((await read(caseyHeaders)).json().data.customer.name).toBe('Casey Ann-Marie Customer');
    expectErrorEnvelope(await patch({ name: '' }), 422, validationMessages.nameEmpty);
    expectErrorEnvelope(await patch({ name: 'R2-D2' }), 422, validationMessages.nameInvalid);
    expectErrorEnvelope(await patch({ name: 'x'.repeat(81) }), 422, validationMessages.nameInvalid);
    expectErrorEnvelope(await patch({}), 422);
    expectErrorEnvelope(await patch({ name: 42 }), 422);
    // A refused change leaves the name as it was.
    expect((await read(caseyHeaders)).json().data.customer.name).toBe('Casey Ann-Marie Customer');
  });

  it('is the customer’s alone: a provider gets 403, no session 401', async () => {
    expectErrorEnvelope(await read(providerHeaders), 403);
    expectErrorEnvelope(await patch({ name: 'Pat Provider' }, providerHeaders), 403);
    expectErrorEnvelope(await read(), 401);
    expectErrorEnvelope(
      await t.app.inject({ method: 'PATCH', url: CUSTOMER_PROFILE, payload: { name: 'Nobody' } }),
      401,
    );
  });
});
