import { SESSION_HEADERS } from '@homebid/contracts/auth';
import { apiMessages } from '@homebid/contracts/messages';
import { authTokens, users } from '@homebid/db/schema';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { PROBE, registerProbeRoutes } from '../../helpers/probe-routes';
import { type CreatedUser, createUser, type SessionHeaders, signIn } from '../../helpers/users';

const SIGN_IN = '/api/auth/sign_in.json';
const SIGN_OUT = '/api/auth/sign_out';
const DAY_S = 24 * 60 * 60;

describe.each(dialects())('auth routes on %s', (dialect) => {
  let t: TestApp;
  let provider: CreatedUser;
  let customer: CreatedUser;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, configure: registerProbeRoutes });
    provider = await createUser(t.db, {
      role: 'provider',
      name: 'Pat Provider',
      email: 'pat.provider@example.com',
      mobileNumber: '2125550100',
    });
    customer = await createUser(t.db, { role: 'customer', name: 'Casey Customer' });
  });
  afterAll(() => t?.close());

  const postSignIn = (payload: object) => t.app.inject({ method: 'POST', url: SIGN_IN, payload });
  const whoami = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: PROBE.anyUser, headers });
  const tokenCount = async (userId: number) => {
    const [row] = await t.db.select({ n: count() }).from(authTokens).where(eq(authTokens.userId, userId));
    return row.n;
  };

  describe('POST /api/auth/sign_in.json', () => {
    it('answers the devise_token_auth headers and {signup_status, data:{user}}', async () => {
      const before = Math.floor(Date.now() / 1000);
      const response = await postSignIn({ email: provider.email, password: provider.password, user_type: 2 });
      expect(response.statusCode, response.body).toBe(200);
      for (const name of SESSION_HEADERS) expect(response.headers[name], name).toEqual(expect.any(String));
      expect(response.headers['token-type']).toBe('Bearer');
      expect(response.headers.uid).toBe(provider.email);
      expect(String(response.headers['access-token']).length).toBeGreaterThanOrEqual(20);
      expect(String(response.headers.client).length).toBeGreaterThanOrEqual(16);
      const expiry = Number(response.headers.expiry);
      expect(Number.isInteger(expiry)).toBe(true);
      // Unix seconds, about SESSION_TTL_DAYS (14) from now.
      expect(expiry).toBeGreaterThanOrEqual(before + 14 * DAY_S - 5);
      expect(expiry).toBeLessThanOrEqual(before + 14 * DAY_S + 60);

      const body = response.json();
      expect(body).toEqual({
        code: 200,
        message: apiMessages.signedIn,
        signup_status: 'completed',
        data: {
          id: provider.id,
          provider_id: provider.providerId,
          name: 'Pat Provider',
          email: provider.email,
          mobile_number: '2125550100',
          user_type: 2,
          is_pro_provider: false,
          signup_status: 'completed',
        },
      });
      expect(response.body).not.toMatch(/password|hash|\$argon2/i);
      expect(response.body).not.toContain(String(response.headers['access-token']));
    });

    it('defaults to the provider portal when user_type is left out', async () => {
      const response = await postSignIn({ email: provider.email, password: provider.password });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user_type).toBe(2);
    });

    it('accepts the e-mail in any case and with surrounding spaces', async () => {
      const response = await postSignIn({ email: `  ${provider.email.toUpperCase()} `, password: provider.password });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.id).toBe(provider.id);
    });

    it('signs a customer in with user_type 1', async () => {
      const response = await postSignIn({ email: customer.email, password: customer.password, user_type: 1 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ id: customer.id, user_type: 1, provider_id: null });
    });

    it("answers the user's own signup_status for an unfinished registration", async () => {
      const unfinished = await createUser(t.db, { role: 'provider', signupStatus: 'business-info' });
      const response = await postSignIn({ email: unfinished.email, password: unfinished.password });
      expect(response.statusCode).toBe(200);
      expect(response.json().signup_status).toBe('business-info');
      expect(response.json().data.signup_status).toBe('business-info');
    });

    it('gives a wrong password, an unknown e-mail and a wrong password at the wrong portal the same 401 and no session', async () => {
      const wrongPassword = await postSignIn({ email: provider.email, password: 'not-the-password' });
      const unknownEmail = await postSignIn({ email: 'nobody.here@example.com', password: provider.password });
      // The right password at the wrong portal is told its door (sign-in-doors.test.ts); a wrong one is not.
      const wrongPortal = await postSignIn({ email: customer.email, password: 'not-the-password', user_type: 2 });
      for (const response of [wrongPassword, unknownEmail, wrongPortal]) {
        expectErrorEnvelope(response, 401, apiMessages.invalidCredentials);
        for (const name of ['access-token', 'client', 'expiry']) expect(response.headers[name]).toBeUndefined();
      }
      expect(unknownEmail.body).toBe(wrongPassword.body);
      expect(wrongPortal.body).toBe(wrongPassword.body);
    });

    it('refuses an account that has no password (one-time-code only) with the same 401', async () => {
      const [row] = await t.db
        .insert(users)
        .values({ userType: 2, name: 'Otp Only', email: 'otp.only@example.com', signupStatus: 'completed' })
        .returning();
      expect(row.passwordHash).toBeNull();
      const response = await postSignIn({ email: 'otp.only@example.com', password: 'anything-at-all' });
      expectErrorEnvelope(response, 401, apiMessages.invalidCredentials);
    });

    it('stores the access token only as a hash', async () => {
      const session = await signIn(t.app, provider);
      const rows = await t.db.select().from(authTokens).where(eq(authTokens.client, session.client));
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row.userId).toBe(provider.id);
      expect(row.tokenHash).not.toBe(session['access-token']);
      expect(row.tokenHash).not.toContain(session['access-token']);
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      const [same] = await t.db
        .select({ n: count() })
        .from(authTokens)
        .where(eq(authTokens.tokenHash, session['access-token']));
      expect(Number(same.n)).toBe(0);
      expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 13 * DAY_S * 1000);
    });
  });

  it('answers 429 in the envelope once one address has tried to sign in too often', async () => {
    const limited = await buildTestApp({ dialect, database: t.database, env: { RATE_LIMIT_SIGN_IN_PER_MINUTE: '3' } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: SIGN_IN,
          payload: { email: provider.email, password: 'wrong-pass' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const refused = await attempt();
      expectErrorEnvelope(refused, 429, apiMessages.tooManyRequests);
      // CONTRACT §3: a refusal says when to come back, in whole seconds.
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      // Even the right password waits out the window.
      const right = await limited.app.inject({
        method: 'POST',
        url: SIGN_IN,
        payload: { email: provider.email, password: provider.password },
      });
      expectErrorEnvelope(right, 429, apiMessages.tooManyRequests);
      expect(right.headers['access-token']).toBeUndefined();
      // Other calls are not limited by it.
      expect((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts the socket address, not a client-chosen X-Forwarded-For, unless TRUST_PROXY says so', async () => {
    const attempts = async (env: Record<string, string>) => {
      const limited = await buildTestApp({ dialect, database: t.database, env });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++) {
          const response = await limited.app.inject({
            method: 'POST',
            url: SIGN_IN,
            headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
            payload: { email: provider.email, password: 'wrong-pass' },
          });
          statuses.push(response.statusCode);
        }
        return statuses;
      } finally {
        await limited.close();
      }
    };
    expect(await attempts({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '3' })).toEqual([401, 401, 401, 429]);
    expect(await attempts({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '3', TRUST_PROXY: '127.0.0.1' })).toEqual([
      401, 401, 401, 401,
    ]);
  });

  describe('GET /api/auth/providers', () => {
    it('names no Google client, and the CSP allows no Google script, when GOOGLE_CLIENT_ID is unset', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(response.json()).toEqual({ code: 200, message: 'OK', data: { google_client_id: null } });
      expect(response.headers['content-security-policy']).not.toContain('accounts.google.com');
    });

    it('names the Google client and lets its sign-in script load when GOOGLE_CLIENT_ID is set', async () => {
      const google = await buildTestApp({
        dialect,
        database: t.database,
        env: { GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com' },
      });
      try {
        const response = await google.app.inject({ method: 'GET', url: '/api/auth/providers' });
        expect(response.json().data).toEqual({ google_client_id: 'client-123.apps.googleusercontent.com' });
        expect(response.headers['content-security-policy']).toMatch(
          /script-src 'self' https:\/\/accounts\.google\.com/,
        );
      } finally {
        await google.close();
      }
    });
  });

  describe('several devices', () => {
    let user: CreatedUser;
    let phone: SessionHeaders;
    let laptop: SessionHeaders;

    beforeAll(async () => {
      user = await createUser(t.db, { role: 'provider' });
      phone = await signIn(t.app, user);
      laptop = await signIn(t.app, user);
    });

    it('gives each sign-in its own client and token, all valid at once', async () => {
      expect(phone.client).not.toBe(laptop.client);
      expect(phone['access-token']).not.toBe(laptop['access-token']);
      expect(await tokenCount(user.id)).toBe(2);
      for (const headers of [phone, laptop]) {
        const response = await whoami(headers);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({ user_id: user.id, client: headers.client });
      }
    });

    it("does not accept one device's token with another device's client", async () => {
      const mixed = { ...phone, 'access-token': laptop['access-token'] };
      expectErrorEnvelope(await whoami(mixed), 401, apiMessages.unauthenticated);
    });

    it("DELETE /api/auth/sign_out ends that device's session alone", async () => {
      const response = await t.app.inject({ method: 'DELETE', url: SIGN_OUT, headers: phone });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ code: 200, message: apiMessages.signedOut });

      expectErrorEnvelope(await whoami(phone), 401, apiMessages.unauthenticated);
      expect((await whoami(laptop)).statusCode).toBe(200);
      expect(await tokenCount(user.id)).toBe(1);
      // Signing out twice is a 401, not a 500, and still leaves the other device alone.
      expectErrorEnvelope(await t.app.inject({ method: 'DELETE', url: SIGN_OUT, headers: phone }), 401);
      expect((await whoami(laptop)).statusCode).toBe(200);
    });

    it('answers 401 to a sign-out without a session', async () => {
      const response = await t.app.inject({ method: 'DELETE', url: SIGN_OUT });
      expectErrorEnvelope(response, 401, apiMessages.unauthenticated);
    });
  });
});
