import { accountMessages } from '@homebid/contracts/accounts';
import { validationMessages } from '@homebid/contracts/messages';
import { registrationDrafts } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { codeIn, RELAXED_LIMITS, startTestSmsGateway, type TestSmsGateway } from '../../helpers/messaging';
import { type SessionHeaders, signIn } from '../../helpers/users';
import { freshEmail, freshMobile } from './support';

// Registration step 3 kept on the server: a provider who leaves between the
// business details and the services finds them again on any device, after signing in again.
describe.each(dialects())('the registration business draft on %s', (dialect) => {
  let t: TestApp;
  let sms: TestSmsGateway;
  let serviceTypes: Array<{ id: number; project_sub_types: Array<{ id: number }> }>;

  beforeAll(async () => {
    sms = await startTestSmsGateway();
    t = await buildTestApp({ dialect, env: { ...RELAXED_LIMITS, SMS_WEBHOOK_URL: sms.url } });
    serviceTypes = (await t.app.inject({ method: 'GET', url: '/api/service_list' })).json().data;
  });
  afterAll(async () => {
    await t?.close();
    await sms?.close();
  });

  const DRAFT = '/api/v1/providers/signup/business-draft';
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers?: SessionHeaders, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const business = (overrides: Record<string, unknown> = {}) => ({
    company_name: 'Riley Roofing LLC',
    company_type: '2',
    street_address: '350 Fifth Avenue',
    zipcode: '10118',
    years_of_business: '12',
    provider_locations_attributes: [{ zipcode: '10118', radius: '15' }],
    ...overrides,
  });

  /** Steps 1 and 2 through the API: a provider in 'business-info' and its credentials. */
  async function verifiedProvider() {
    const email = freshEmail('draft');
    const mobile = freshMobile();
    const password = 'Roofing-2026';
    const started = await call('POST', '/api/v1/providers/signup/basic-info', undefined, {
      sign_up: {
        name: 'Riley Roofer',
        email,
        mobile_number: mobile,
        password,
        password_confirmation: password,
        user_type: 2,
      },
    });
    expect(started.statusCode, started.body).toBe(200);
    const validated = await call('POST', '/api/validate_user', undefined, {
      confirmation_token: started.json().data.confirmation_token,
      otp: codeIn(sms.textsTo(mobile).at(-1)?.body ?? ''),
    });
    expect(validated.statusCode, validated.body).toBe(200);
    const session = {
      'access-token': String(validated.headers['access-token']),
      client: String(validated.headers.client),
      uid: String(validated.headers.uid),
    };
    return { userId: started.json().data.user_id as number, email, password, session };
  }

  it('keeps step 3 and answers it to another session of the same provider', async () => {
    const pro = await verifiedProvider();
    expect((await call('GET', DRAFT, pro.session)).json().data).toEqual({ business: null });
    const saved = await call('PUT', DRAFT, pro.session, { provider: business() });
    expect(saved.statusCode, saved.body).toBe(200);

    const elsewhere = await signIn(t.app, { email: pro.email, password: pro.password, userType: 2 });
    const resumed = await call('GET', DRAFT, elsewhere);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().data).toEqual({
      business: {
        company_name: 'Riley Roofing LLC',
        company_type: 2,
        street_address: '350 Fifth Avenue',
        zipcode: '10118',
        years_of_business: 12,
        provider_locations_attributes: [{ zipcode: '10118', radius: 15 }],
      },
    });
    // Saved again, it is replaced.
    await call('PUT', DRAFT, elsewhere, { provider: business({ company_name: 'Riley & Sons' }) });
    expect((await call('GET', DRAFT, pro.session)).json().data.business.company_name).toBe('Riley & Sons');
  });

  it('checks step 3 like business-info, and is for a registration in progress only', async () => {
    const pro = await verifiedProvider();
    expectErrorEnvelope(
      await call('PUT', DRAFT, pro.session, { provider: business({ company_name: '' }) }),
      422,
      validationMessages.companyNameEmpty,
    );
    expectErrorEnvelope(
      await call('PUT', DRAFT, pro.session, { provider: business({ provider_locations_attributes: [] }) }),
      422,
      validationMessages.areaNoneValid,
    );
    expect((await call('GET', DRAFT)).statusCode).toBe(401);

    // Completing the registration forgets the draft; afterwards there is none to keep.
    await call('PUT', DRAFT, pro.session, { provider: business() });
    const info = await call('POST', '/api/v1/providers/signup/business-info', pro.session, {
      provider: {
        ...business(),
        project_type_ids: [serviceTypes[0].id],
        project_sub_type_ids: [serviceTypes[0].project_sub_types[0].id],
      },
    });
    expect(info.statusCode, info.body).toBe(200);
    const referrals = (await call('GET', '/api/referral_list')).json().data as Array<{ id: number }>;
    const done = await call('POST', '/api/v1/providers/signup/additional-info', pro.session, {
      provider: { have_insurance: false, have_license: false, referral_ids: [referrals[0].id] },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await t.db.select().from(registrationDrafts).where(eq(registrationDrafts.userId, pro.userId))).toEqual([]);
    expectErrorEnvelope(
      await call('PUT', DRAFT, pro.session, { provider: business() }),
      409,
      accountMessages.registrationStepOrder,
    );
  });
});
