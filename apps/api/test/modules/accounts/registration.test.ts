import { accountMessages } from '@homebid/contracts/accounts';
import { SESSION_HEADERS } from '@homebid/contracts/auth';
import { validationMessages } from '@homebid/contracts/messages';
import {
  oneTimeCodes,
  providerLocations,
  providerProjectSubTypes,
  providerProjectTypes,
  providerReferrals,
  providerServicedZipcodes,
  providers,
  users,
} from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { codeIn, RELAXED_LIMITS, startTestSmsGateway, type TestSmsGateway } from '../../helpers/messaging';
import { createUser, type SessionHeaders, signIn, TEST_PASSWORD } from '../../helpers/users';
import { ageCodes, codeRows, expireCodes, freshEmail, freshMobile, wrongCode } from './support';

interface ServiceType {
  id: number;
  title: string;
  project_sub_types: Array<{ id: number; name: string }>;
}

describe.each(dialects())('registration on %s', (dialect) => {
  let t: TestApp;
  let sms: TestSmsGateway;
  let serviceTypes: ServiceType[];
  let referralIds: number[];

  beforeAll(async () => {
    sms = await startTestSmsGateway();
    t = await buildTestApp({ dialect, env: { ...RELAXED_LIMITS, SMS_WEBHOOK_URL: sms.url } });
    serviceTypes = (await t.app.inject({ method: 'GET', url: '/api/service_list' })).json().data;
    referralIds = (await t.app.inject({ method: 'GET', url: '/api/referral_list' }))
      .json()
      .data.map((r: { id: number }) => r.id);
    expect(serviceTypes.length).toBeGreaterThan(1);
    expect(referralIds.length).toBeGreaterThan(1);
  });
  afterAll(async () => {
    await t?.close();
    await sms?.close();
  });

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers?: Record<string, string>) =>
    t.app.inject({ method, url: `/api${url}`, payload, headers });
  const lastCodeTo = (mobile: string) => codeIn(sms.textsTo(mobile).at(-1)?.body ?? '');
  const personal = (overrides: Record<string, unknown> = {}) => ({
    name: 'Riley Roofer',
    email: freshEmail('register'),
    mobile_number: freshMobile(),
    password: 'Roofing-2026',
    password_confirmation: 'Roofing-2026',
    user_type: 2,
    ...overrides,
  });
  const basicInfo = (signUp: object) => inject('POST', '/v1/providers/signup/basic-info', { sign_up: signUp });
  const sessionOf = (response: Awaited<ReturnType<typeof inject>>): SessionHeaders => ({
    'access-token': String(response.headers['access-token']),
    client: String(response.headers.client),
    uid: String(response.headers.uid),
  });
  /** Steps 1 and 2: a provider in 'business-info' with a session. */
  const verifiedProvider = async () => {
    const details = personal();
    const started = (await basicInfo(details)).json().data;
    const validated = await inject('POST', '/validate_user', {
      confirmation_token: started.confirmation_token,
      otp: lastCodeTo(details.mobile_number),
    });
    expect(validated.statusCode, validated.body).toBe(200);
    return { details, started, session: sessionOf(validated) };
  };
  const businessPayload = (overrides: Record<string, unknown> = {}) => ({
    company_name: 'Riley Roofing LLC',
    company_type: 2,
    street_address: '350 Fifth Avenue',
    zipcode: '10118',
    years_of_business: 12,
    provider_locations_attributes: [
      { zipcode: '10001', radius: 5 },
      { zipcode: '07302', radius: 3 },
    ],
    project_type_ids: [serviceTypes[0].id],
    project_sub_type_ids: [serviceTypes[0].project_sub_types[0].id, serviceTypes[1].project_sub_types[0].id],
    auth_token: 'ignored-the-session-headers-decide',
    ...overrides,
  });

  describe('POST /api/v1/providers/signup/basic-info', () => {
    it('creates the unconfirmed provider, texts a code, and answers ZRegistrationStarted without it', async () => {
      const details = personal();
      const response = await basicInfo(details);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        code: 200,
        message: accountMessages.otpSent,
        data: {
          confirmation_token: expect.stringMatching(/^[\w-]{40,}$/),
          user_id: expect.any(Number),
          email: details.email,
          mobile_number: details.mobile_number,
        },
      });
      const code = lastCodeTo(details.mobile_number);
      expect(sms.textsTo(details.mobile_number)).toHaveLength(1);
      expect(sms.textsTo(details.mobile_number)[0].body).toBe(
        `HomeBid: your code is ${code}. It expires in 10 minutes.`,
      );
      expect(response.body).not.toContain(code);

      const [user] = await t.db.select().from(users).where(eq(users.id, body.data.user_id));
      expect(user).toMatchObject({
        userType: 2,
        name: 'Riley Roofer',
        signupStatus: 'verification_status',
        confirmedAt: null,
      });
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(user.confirmationTokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(user.confirmationTokenHash).not.toBe(body.data.confirmation_token);
      const [provider] = await t.db.select().from(providers).where(eq(providers.userId, user.id));
      expect(provider).toBeDefined();
      const [row] = await codeRows(t.db, details.mobile_number);
      expect(row).toMatchObject({ purpose: 'registration', userId: user.id });
    });

    it('refuses an e-mail of a confirmed account with emailTaken', async () => {
      const existing = await createUser(t.db, {
        role: 'provider',
        email: freshEmail('taken'),
        mobileNumber: freshMobile(),
      });
      const response = await basicInfo(personal({ email: existing.email.toUpperCase() }));
      expectErrorEnvelope(response, 422, accountMessages.emailTaken);
    });

    it('refuses a mobile number confirmed by another provider with mobileTaken', async () => {
      const mobile = freshMobile();
      await createUser(t.db, { role: 'provider', email: freshEmail('mobile'), mobileNumber: mobile });
      expectErrorEnvelope(await basicInfo(personal({ mobile_number: mobile })), 422, accountMessages.mobileTaken);
    });

    it('starts an unconfirmed registration of the same e-mail again, and the old token stops working', async () => {
      const details = personal();
      const first = (await basicInfo(details)).json().data;
      const firstCode = lastCodeTo(details.mobile_number);
      const again = await basicInfo({ ...details, mobile_number: freshMobile() });
      expect(again.statusCode, again.body).toBe(200);
      const second = again.json().data;
      expect(second.confirmation_token).not.toBe(first.confirmation_token);
      const stale = await inject('POST', '/validate_user', {
        confirmation_token: first.confirmation_token,
        otp: firstCode,
      });
      expectErrorEnvelope(stale, 404, accountMessages.registrationNotFound);
      const rows = await t.db.select().from(users).where(eq(users.email, details.email));
      expect(rows).toHaveLength(1);
    });

    it('validates with the spec texts', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ name: '' }, validationMessages.nameEmpty],
        [{ name: 'R2-D2' }, validationMessages.nameInvalid],
        [{ email: 'nope' }, validationMessages.emailInvalid],
        [{ mobile_number: '12345' }, validationMessages.mobileInvalid],
        [{ password: '', password_confirmation: '' }, validationMessages.passwordEmpty],
        [{ password: 'abc', password_confirmation: 'abc' }, validationMessages.passwordShort],
        [{ password_confirmation: 'Different-1' }, validationMessages.confirmPasswordMismatch],
      ];
      for (const [overrides, message] of cases) {
        expectErrorEnvelope(await basicInfo(personal(overrides)), 422, message);
      }
    });
  });

  describe('POST /api/validate_user', () => {
    it('confirms the account, opens a session, answers authentication_token = access-token, status business-info', async () => {
      const details = personal();
      const started = (await basicInfo(details)).json().data;
      const response = await inject('POST', '/validate_user', {
        confirmation_token: started.confirmation_token,
        otp: lastCodeTo(details.mobile_number),
      });
      expect(response.statusCode, response.body).toBe(200);
      for (const name of SESSION_HEADERS) expect(response.headers[name], name).toEqual(expect.any(String));
      const [provider] = await t.db.select().from(providers).where(eq(providers.userId, started.user_id));
      expect(response.json()).toEqual({
        code: 200,
        message: accountMessages.registrationVerified,
        signup_status: 'business-info',
        data: {
          id: started.user_id,
          provider_id: provider.id,
          name: 'Riley Roofer',
          email: details.email,
          mobile_number: details.mobile_number,
          user_type: 2,
          is_pro_provider: false,
          signup_status: 'business-info',
          authentication_token: response.headers['access-token'],
        },
      });
      const [user] = await t.db.select().from(users).where(eq(users.id, started.user_id));
      expect(user.confirmedAt).toBeInstanceOf(Date);
      expect(user.confirmationTokenHash).toBeNull();
    });

    it('resumes: signing in afterwards answers signup_status business-info', async () => {
      const { details } = await verifiedProvider();
      const response = await inject('POST', '/auth/sign_in.json', {
        email: details.email,
        password: details.password,
        user_type: 2,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().signup_status).toBe('business-info');
    });

    it('refuses a wrong code (422), an unknown token (404), and the right code after 5 wrong ones', async () => {
      const details = personal();
      const started = (await basicInfo(details)).json().data;
      const code = lastCodeTo(details.mobile_number);
      const validate = (otp: string, token = started.confirmation_token) =>
        inject('POST', '/validate_user', { confirmation_token: token, otp });
      expectErrorEnvelope(await validate(wrongCode(code)), 422, accountMessages.otpInvalid);
      expectErrorEnvelope(await validate(code, 'not-the-token'), 404, accountMessages.registrationNotFound);
      for (let i = 0; i < 3; i++) await validate(wrongCode(code));
      expectErrorEnvelope(await validate(wrongCode(code)), 422, accountMessages.otpTooManyAttempts);
      expectErrorEnvelope(await validate(code), 422, accountMessages.otpTooManyAttempts);
    });

    it('refuses an expired code and is single use', async () => {
      const details = personal();
      const started = (await basicInfo(details)).json().data;
      const code = lastCodeTo(details.mobile_number);
      await expireCodes(t.db, details.mobile_number);
      const expired = await inject('POST', '/validate_user', {
        confirmation_token: started.confirmation_token,
        otp: code,
      });
      expectErrorEnvelope(expired, 422, accountMessages.otpInvalid);

      const other = personal();
      const otherStarted = (await basicInfo(other)).json().data;
      const otherCode = lastCodeTo(other.mobile_number);
      const payload = { confirmation_token: otherStarted.confirmation_token, otp: otherCode };
      expect((await inject('POST', '/validate_user', payload)).statusCode).toBe(200);
      expectErrorEnvelope(await inject('POST', '/validate_user', payload), 404, accountMessages.registrationNotFound);
    });

    it('validates the code with the registration texts', async () => {
      const token = 'some-token';
      expectErrorEnvelope(
        await inject('POST', '/validate_user', { confirmation_token: token, otp: '' }),
        422,
        validationMessages.registrationOtpEmpty,
      );
      expectErrorEnvelope(
        await inject('POST', '/validate_user', { confirmation_token: token, otp: '123' }),
        422,
        validationMessages.registrationOtpLength,
      );
      expectErrorEnvelope(
        await inject('POST', '/validate_user', { confirmation_token: token, otp: '12345a' }),
        422,
        validationMessages.registrationOtpDigits,
      );
    });
  });

  describe('GET /api/resend_otp', () => {
    it('sends a fresh code after 30 s (429 before), and the old one stops working', async () => {
      const details = personal();
      const started = (await basicInfo(details)).json().data;
      const first = lastCodeTo(details.mobile_number);
      const url = `/resend_otp?confirmation_token=${encodeURIComponent(started.confirmation_token)}`;
      expectErrorEnvelope(await inject('GET', url), 429, accountMessages.otpResendTooSoon);
      await ageCodes(t.db, details.mobile_number, 31);
      const resent = await inject('GET', url);
      expect(resent.statusCode, resent.body).toBe(200);
      expect(resent.json()).toEqual({
        code: 200,
        message: accountMessages.otpSent,
        data: { user_id: started.user_id, mobile_number: details.mobile_number },
      });
      expect(sms.textsTo(details.mobile_number)).toHaveLength(2);
      const second = lastCodeTo(details.mobile_number);
      expect(resent.body).not.toContain(second);
      if (first !== second) {
        const old = await inject('POST', '/validate_user', {
          confirmation_token: started.confirmation_token,
          otp: first,
        });
        expectErrorEnvelope(old, 422, accountMessages.otpInvalid);
      }
      const ok = await inject('POST', '/validate_user', {
        confirmation_token: started.confirmation_token,
        otp: second,
      });
      expect(ok.statusCode).toBe(200);
    });

    it('answers 404 for an unknown or already confirmed registration', async () => {
      expectErrorEnvelope(
        await inject('GET', '/resend_otp?confirmation_token=unknown'),
        404,
        accountMessages.registrationNotFound,
      );
      const { started } = await verifiedProvider();
      const response = await inject('GET', `/resend_otp?confirmation_token=${started.confirmation_token}`);
      expectErrorEnvelope(response, 404, accountMessages.registrationNotFound);
    });
  });

  describe('PUT /api/providers/update_mobile_number_without_login', () => {
    it('moves an unconfirmed registration to a new number, texts it a code, and the old code dies', async () => {
      const details = personal();
      const started = (await basicInfo(details)).json().data;
      const oldCode = lastCodeTo(details.mobile_number);
      const newMobile = freshMobile();
      const response = await inject('PUT', '/providers/update_mobile_number_without_login', {
        user_id: started.user_id,
        confirmation_token: started.confirmation_token,
        mobile_number: newMobile,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        code: 200,
        message: accountMessages.otpSent,
        data: { user_id: started.user_id, mobile_number: newMobile },
      });
      const newCode = lastCodeTo(newMobile);
      const [user] = await t.db.select().from(users).where(eq(users.id, started.user_id));
      expect(user.mobileNumber).toBe(newMobile);
      const stale = await inject('POST', '/validate_user', {
        confirmation_token: started.confirmation_token,
        otp: oldCode,
      });
      expect(stale.statusCode).toBe(422);
      const ok = await inject('POST', '/validate_user', {
        confirmation_token: started.confirmation_token,
        otp: newCode,
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data.mobile_number).toBe(newMobile);
    });

    it("refuses a wrong token, another user's id, a confirmed registration, and a bad number", async () => {
      const details = personal();
      const started = (await basicInfo(details)).json().data;
      const other = (await basicInfo(personal())).json().data;
      const put = (payload: object) => inject('PUT', '/providers/update_mobile_number_without_login', payload);
      const wrongToken = await put({
        user_id: started.user_id,
        confirmation_token: 'wrong',
        mobile_number: freshMobile(),
      });
      expectErrorEnvelope(wrongToken, 404, accountMessages.registrationNotFound);
      const wrongUser = await put({
        user_id: other.user_id,
        confirmation_token: started.confirmation_token,
        mobile_number: freshMobile(),
      });
      expectErrorEnvelope(wrongUser, 404, accountMessages.registrationNotFound);
      const { started: confirmed } = await verifiedProvider();
      const afterConfirm = await put({
        user_id: confirmed.user_id,
        confirmation_token: confirmed.confirmation_token,
        mobile_number: freshMobile(),
      });
      expectErrorEnvelope(afterConfirm, 404, accountMessages.registrationNotFound);
      const badNumber = await put({
        user_id: started.user_id,
        confirmation_token: started.confirmation_token,
        mobile_number: '555',
      });
      expectErrorEnvelope(badNumber, 422, validationMessages.mobileInvalid);
      const [user] = await t.db.select().from(users).where(eq(users.id, other.user_id));
      expect(user.mobileNumber).not.toBe('555');
    });
  });

  describe('POST /api/v1/providers/signup/business-info', () => {
    it('stores company, services and service areas with their serviced zip codes; status additional-info', async () => {
      const { started, session } = await verifiedProvider();
      const payload = businessPayload();
      const response = await inject('POST', '/v1/providers/signup/business-info', { provider: payload }, session);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.message).toBe(accountMessages.businessInfoSaved);
      expect(body.data).toMatchObject({ id: started.user_id, signup_status: 'additional-info' });
      expect(body.data.provider_locations).toEqual([
        expect.objectContaining({ zipcode: '10001', radius: 5, city: expect.any(String), country: 'US' }),
        expect.objectContaining({ zipcode: '07302', radius: 3 }),
      ]);
      expect(body.data.serviced_zipcodes_count).toBeGreaterThan(10);

      const providerId = body.data.provider_id;
      const [provider] = await t.db.select().from(providers).where(eq(providers.id, providerId));
      expect(provider).toMatchObject({
        companyName: 'Riley Roofing LLC',
        companyType: 2,
        streetAddress: '350 Fifth Avenue',
        zipcode: '10118',
        yearsOfBusiness: 12,
      });
      const subs = await t.db
        .select()
        .from(providerProjectSubTypes)
        .where(eq(providerProjectSubTypes.providerId, providerId));
      expect(subs.map((s) => s.projectSubTypeId).sort()).toEqual([...payload.project_sub_type_ids].sort());
      const types = await t.db
        .select()
        .from(providerProjectTypes)
        .where(eq(providerProjectTypes.providerId, providerId));
      // The picked type plus the type of each picked sub-service.
      expect(types.map((r) => r.projectTypeId).sort()).toEqual([serviceTypes[0].id, serviceTypes[1].id].sort());
      const areas = await t.db.select().from(providerLocations).where(eq(providerLocations.providerId, providerId));
      expect(areas).toHaveLength(2);
      const served = await t.db
        .select()
        .from(providerServicedZipcodes)
        .where(eq(providerServicedZipcodes.providerId, providerId));
      const zips = served.map((s) => s.zip);
      expect(zips).toEqual(expect.arrayContaining(['10001', '10002', '07302']));
      expect(zips).not.toContain('90001');
      expect(zips).toHaveLength(body.data.serviced_zipcodes_count);

      const signIn = await inject('POST', '/auth/sign_in.json', {
        email: started.email,
        password: 'Roofing-2026',
      });
      expect(signIn.json().signup_status).toBe('additional-info');
    });

    it('may be posted again in additional-info, replacing services and areas', async () => {
      const { session } = await verifiedProvider();
      const first = await inject(
        'POST',
        '/v1/providers/signup/business-info',
        { provider: businessPayload() },
        session,
      );
      expect(first.statusCode).toBe(200);
      const again = await inject(
        'POST',
        '/v1/providers/signup/business-info',
        {
          provider: businessPayload({
            provider_locations_attributes: [{ zipcode: '60601', radius: 2 }],
            project_type_ids: [],
            project_sub_type_ids: [serviceTypes[1].project_sub_types[0].id],
          }),
        },
        session,
      );
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().data.provider_locations.map((l: { zipcode: string }) => l.zipcode)).toEqual(['60601']);
      const providerId = again.json().data.provider_id;
      const types = await t.db
        .select()
        .from(providerProjectTypes)
        .where(eq(providerProjectTypes.providerId, providerId));
      expect(types.map((r) => r.projectTypeId)).toEqual([serviceTypes[1].id]);
    });

    it('refuses unknown service ids with 422 and stores nothing', async () => {
      const { session } = await verifiedProvider();
      const unknownSub = await inject(
        'POST',
        '/v1/providers/signup/business-info',
        { provider: businessPayload({ project_sub_type_ids: [999999] }) },
        session,
      );
      expectErrorEnvelope(unknownSub, 422, accountMessages.unknownServices);
      const unknownType = await inject(
        'POST',
        '/v1/providers/signup/business-info',
        { provider: businessPayload({ project_type_ids: [888888] }) },
        session,
      );
      expectErrorEnvelope(unknownType, 422, accountMessages.unknownServices);
      const unknownZip = await inject(
        'POST',
        '/v1/providers/signup/business-info',
        { provider: businessPayload({ provider_locations_attributes: [{ zipcode: '00000', radius: 10 }] }) },
        session,
      );
      expect(unknownZip.statusCode).toBe(422);
      const signedIn = await inject('POST', '/auth/sign_in.json', { email: session.uid, password: 'Roofing-2026' });
      expect(signedIn.json().signup_status).toBe('business-info');
      const providerId = signedIn.json().data.provider_id;
      expect(
        await t.db.select().from(providerProjectSubTypes).where(eq(providerProjectSubTypes.providerId, providerId)),
      ).toEqual([]);
      expect(await t.db.select().from(providerLocations).where(eq(providerLocations.providerId, providerId))).toEqual(
        [],
      );
    });

    it('validates with the registration texts', async () => {
      const { session } = await verifiedProvider();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ company_name: '' }, validationMessages.companyNameEmpty],
        [{ company_type: 0 }, validationMessages.companyTypeEmptyRegistration],
        [{ street_address: '  ' }, validationMessages.addressEmptyRegistration],
        [{ zipcode: '123' }, validationMessages.zipInvalid],
        [{ project_sub_type_ids: [] }, validationMessages.servicesEmptyRegistration],
        [{ provider_locations_attributes: [] }, validationMessages.areaNoneValid],
        [{ provider_locations_attributes: [{ zipcode: '10001', radius: 91 }] }, validationMessages.areaRadiusInvalid],
      ];
      for (const [overrides, message] of cases) {
        const response = await inject(
          'POST',
          '/v1/providers/signup/business-info',
          { provider: businessPayload(overrides) },
          session,
        );
        expectErrorEnvelope(response, 422, message);
      }
    });

    it('needs a signed-in provider in the right step', async () => {
      const noSession = await inject('POST', '/v1/providers/signup/business-info', { provider: businessPayload() });
      expect(noSession.statusCode).toBe(401);
      const customer = await createUser(t.db, {
        role: 'customer',
        email: freshEmail('customer'),
        mobileNumber: freshMobile(),
      });
      const asCustomer = await inject(
        'POST',
        '/v1/providers/signup/business-info',
        { provider: businessPayload() },
        await signIn(t.app, customer),
      );
      expect(asCustomer.statusCode).toBe(403);
      const completed = await createUser(t.db, {
        role: 'provider',
        email: freshEmail('done'),
        mobileNumber: freshMobile(),
      });
      const whenCompleted = await inject(
        'POST',
        '/v1/providers/signup/business-info',
        { provider: businessPayload() },
        await signIn(t.app, completed),
      );
      expectErrorEnvelope(whenCompleted, 409, accountMessages.registrationStepOrder);
      const unverified = await createUser(t.db, {
        role: 'provider',
        email: freshEmail('unverified'),
        mobileNumber: freshMobile(),
        signupStatus: 'verification_status',
      });
      const whenUnverified = await inject(
        'POST',
        '/v1/providers/signup/business-info',
        { provider: businessPayload() },
        await signIn(t.app, unverified),
      );
      expectErrorEnvelope(whenUnverified, 409, accountMessages.registrationStepOrder);
    });
  });

  describe('POST /api/v1/providers/signup/additional-info', () => {
    const additional = (overrides: Record<string, unknown> = {}) => ({
      have_insurance: true,
      have_license: true,
      insurance_number: 'INS-42',
      license_number: 'LIC-7',
      google_id: 'ChIJ-google-place',
      yelp_id: 'riley-roofing-new-york',
      referral_ids: referralIds.slice(0, 2),
      ...overrides,
    });

    it('stores the details and referrals and completes the registration', async () => {
      const { session, started } = await verifiedProvider();
      await inject('POST', '/v1/providers/signup/business-info', { provider: businessPayload() }, session);
      const response = await inject(
        'POST',
        '/v1/providers/signup/additional-info',
        { provider: additional() },
        session,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        code: 200,
        message: accountMessages.registrationCompleted,
        data: expect.objectContaining({ id: started.user_id, signup_status: 'completed' }),
      });
      const providerId = response.json().data.provider_id;
      const [provider] = await t.db.select().from(providers).where(eq(providers.id, providerId));
      expect(provider).toMatchObject({
        haveInsurance: true,
        haveLicense: true,
        insuranceNumber: 'INS-42',
        licenseNumber: 'LIC-7',
        googleId: 'ChIJ-google-place',
        yelpId: 'riley-roofing-new-york',
      });
      const refs = await t.db.select().from(providerReferrals).where(eq(providerReferrals.providerId, providerId));
      expect(refs.map((r) => r.referralId).sort()).toEqual(referralIds.slice(0, 2).sort());
      const signedIn = await inject('POST', '/auth/sign_in.json', { email: started.email, password: 'Roofing-2026' });
      expect(signedIn.json().signup_status).toBe('completed');
    });

    it('refuses unknown referral ids, an empty choice, and a registration still in business-info', async () => {
      const { session } = await verifiedProvider();
      const early = await inject('POST', '/v1/providers/signup/additional-info', { provider: additional() }, session);
      expectErrorEnvelope(early, 409, accountMessages.registrationStepOrder);
      await inject('POST', '/v1/providers/signup/business-info', { provider: businessPayload() }, session);
      const unknown = await inject(
        'POST',
        '/v1/providers/signup/additional-info',
        { provider: additional({ referral_ids: [referralIds[0], 777777] }) },
        session,
      );
      expectErrorEnvelope(unknown, 422, accountMessages.unknownReferrals);
      const none = await inject(
        'POST',
        '/v1/providers/signup/additional-info',
        { provider: additional({ referral_ids: [] }) },
        session,
      );
      expectErrorEnvelope(none, 422, validationMessages.referralEmpty);
    });
  });

  describe('POST /api/v1/customers/signup', () => {
    it('registers a customer; validate_user completes it with signup_status completed', async () => {
      const mobile = freshMobile();
      const email = freshEmail('customer');
      const response = await inject('POST', '/v1/customers/signup', {
        name: 'Casey Customer',
        email,
        mobile_number: mobile,
        password: TEST_PASSWORD,
      });
      expect(response.statusCode, response.body).toBe(200);
      const started = response.json().data;
      expect(started).toEqual({
        confirmation_token: expect.any(String),
        user_id: expect.any(Number),
        email,
        mobile_number: mobile,
      });
      expect(await t.db.select().from(providers).where(eq(providers.userId, started.user_id))).toEqual([]);
      const validated = await inject('POST', '/validate_user', {
        confirmation_token: started.confirmation_token,
        otp: lastCodeTo(mobile),
      });
      expect(validated.statusCode, validated.body).toBe(200);
      expect(validated.json().signup_status).toBe('completed');
      expect(validated.json().data).toMatchObject({ user_type: 1, provider_id: null, signup_status: 'completed' });
      const signedIn = await inject('POST', '/auth/sign_in.json', { email, password: TEST_PASSWORD, user_type: 1 });
      expect(signedIn.statusCode).toBe(200);
    });
  });

  it('keeps registration codes hashed and tied to the user', async () => {
    const details = personal();
    const started = (await basicInfo(details)).json().data;
    const code = lastCodeTo(details.mobile_number);
    const rows = await t.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, started.user_id), eq(oneTimeCodes.purpose, 'registration')));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});
