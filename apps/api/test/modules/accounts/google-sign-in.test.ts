import { accountMessages } from '@homebid/contracts/accounts';
import { authMessages, SESSION_HEADERS } from '@homebid/contracts/auth';
import { apiMessages } from '@homebid/contracts/messages';
import { users } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import {
  codeIn,
  RELAXED_LIMITS,
  startTestGoogle,
  startTestSmsGateway,
  type TestGoogle,
  type TestSmsGateway,
} from '../../helpers/messaging';
import { freshMobile } from './support';

describe.each(dialects())('Google sign-up and sign-in on %s', (dialect) => {
  let t: TestApp;
  let google: TestGoogle;
  let sms: TestSmsGateway;
  let subCounter = 0;

  beforeAll(async () => {
    google = await startTestGoogle();
    sms = await startTestSmsGateway();
    t = await buildTestApp({
      dialect,
      env: {
        ...RELAXED_LIMITS,
        SMS_WEBHOOK_URL: sms.url,
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_JWKS_URL: google.jwksUrl,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
    await sms?.close();
  });

  const post = (url: string, payload: object, app = t.app) =>
    app.inject({ method: 'POST', url: `/api${url}`, payload });
  const identity = () => {
    subCounter += 1;
    return { sub: `10000000000000000${subCounter}`, email: `google.person.${subCounter}@example.com` };
  };
  const signUpPayload = (idToken: string, email: string, mobile = freshMobile()) => ({
    name: 'Gina Google',
    email,
    mobile_number: mobile,
    social_type: 'google',
    id_token: idToken,
    user_type: 2,
  });
  /** Google sign-up and the texted code: a provider in 'business-info'. */
  const registerWithGoogle = async () => {
    const who = identity();
    const mobile = freshMobile();
    const token = await google.idToken(who);
    const started = await post('/social_login/sign_up', signUpPayload(token, who.email, mobile));
    expect(started.statusCode, started.body).toBe(200);
    const validated = await post('/validate_user', {
      confirmation_token: started.json().data.confirmation_token,
      otp: codeIn(sms.textsTo(mobile).at(-1)?.body ?? ''),
    });
    expect(validated.statusCode, validated.body).toBe(200);
    return { who, mobile, started: started.json().data };
  };

  describe('POST /api/social_login/sign_up', () => {
    it('creates a password-less account linked to the Google sub, texts a code, answers like basic-info', async () => {
      const who = identity();
      const mobile = freshMobile();
      const response = await post(
        '/social_login/sign_up',
        signUpPayload(await google.idToken(who), who.email.toUpperCase(), mobile),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        code: 200,
        message: accountMessages.otpSent,
        data: {
          confirmation_token: expect.any(String),
          user_id: expect.any(Number),
          email: who.email,
          mobile_number: mobile,
        },
      });
      const code = codeIn(sms.textsTo(mobile)[0].body);
      expect(response.body).not.toContain(code);
      const [user] = await t.db.select().from(users).where(eq(users.id, response.json().data.user_id));
      expect(user).toMatchObject({
        socialType: 'google',
        socialId: who.sub,
        passwordHash: null,
        signupStatus: 'verification_status',
      });

      const validated = await post('/validate_user', {
        confirmation_token: response.json().data.confirmation_token,
        otp: code,
      });
      expect(validated.statusCode).toBe(200);
      expect(validated.json().signup_status).toBe('business-info');
    });

    it('refuses an e-mail Google has not verified, or another e-mail than the token', async () => {
      const who = identity();
      const unverified = await google.idToken({ ...who, email_verified: false });
      expectErrorEnvelope(
        await post('/social_login/sign_up', signUpPayload(unverified, who.email)),
        422,
        accountMessages.socialEmailMismatch,
      );
      const token = await google.idToken(who);
      expectErrorEnvelope(
        await post('/social_login/sign_up', signUpPayload(token, 'someone.else@example.com')),
        422,
        accountMessages.socialEmailMismatch,
      );
    });

    it('refuses a Google account or e-mail that already has a confirmed account', async () => {
      const { who } = await registerWithGoogle();
      const again = await post('/social_login/sign_up', signUpPayload(await google.idToken(who), who.email));
      expectErrorEnvelope(again, 422, accountMessages.emailTaken);
    });
  });

  describe('POST /api/social_login/sign_in', () => {
    it('signs in the linked account like sign_in.json, with signup_status and session headers', async () => {
      const { who, started } = await registerWithGoogle();
      const response = await post('/social_login/sign_in', {
        social_type: 'google',
        id_token: await google.idToken(who),
        user_type: 2,
      });
      expect(response.statusCode, response.body).toBe(200);
      for (const name of SESSION_HEADERS) expect(response.headers[name], name).toEqual(expect.any(String));
      expect(response.headers.uid).toBe(who.email);
      expect(response.json()).toEqual({
        code: 200,
        message: apiMessages.signedIn,
        signup_status: 'business-info',
        data: expect.objectContaining({ id: started.user_id, email: who.email, signup_status: 'business-info' }),
      });
    });

    it('answers 404 socialAccountNotFound for a Google account without a HomeBid account', async () => {
      const response = await post('/social_login/sign_in', {
        social_type: 'google',
        id_token: await google.idToken(identity()),
      });
      expectErrorEnvelope(response, 404, authMessages.socialAccountNotFound);
    });

    it('rejects a wrong audience, a wrong issuer, an expired token, a bad signature, an unknown key and garbage', async () => {
      const { who } = await registerWithGoogle();
      const tokens = [
        await google.idToken({ ...who, aud: 'someone-else.apps.googleusercontent.com' }),
        await google.idToken({ ...who, iss: 'https://evil.example.com' }),
        await google.idToken(who, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
        await google.idToken(who, { otherKey: true }),
        await google.idToken(who, { otherKey: true, kid: 'unknown-key' }),
        'not.a.token',
      ];
      for (const idToken of tokens) {
        const response = await post('/social_login/sign_in', { social_type: 'google', id_token: idToken });
        expectErrorEnvelope(response, 401, accountMessages.socialTokenInvalid);
        expect(response.headers['access-token']).toBeUndefined();
      }
      const signUp = await post('/social_login/sign_up', signUpPayload(tokens[2], who.email));
      expectErrorEnvelope(signUp, 401, accountMessages.socialTokenInvalid);
    });

    it('accepts the issuer without https:// as Google also issues it', async () => {
      const { who } = await registerWithGoogle();
      const response = await post('/social_login/sign_in', {
        social_type: 'google',
        id_token: await google.idToken({ ...who, iss: 'accounts.google.com' }),
      });
      expect(response.statusCode, response.body).toBe(200);
    });
  });

  describe('configuration', () => {
    it('answers 400 socialNotConfigured without GOOGLE_CLIENT_ID', async () => {
      const off = await buildTestApp({
        dialect,
        database: t.database,
        env: { ...RELAXED_LIMITS, SMS_WEBHOOK_URL: sms.url, GOOGLE_JWKS_URL: google.jwksUrl },
      });
      try {
        const who = identity();
        const token = await google.idToken(who);
        const signIn = await post('/social_login/sign_in', { social_type: 'google', id_token: token }, off.app);
        expectErrorEnvelope(signIn, 400, accountMessages.socialNotConfigured);
        const signUp = await post('/social_login/sign_up', signUpPayload(token, who.email), off.app);
        expectErrorEnvelope(signUp, 400, accountMessages.socialNotConfigured);
      } finally {
        await off.close();
      }
    });

    it("answers 503 when Google's key set cannot be fetched", async () => {
      const unreachable = await buildTestApp({
        dialect,
        database: t.database,
        env: {
          ...RELAXED_LIMITS,
          GOOGLE_CLIENT_ID: google.clientId,
          GOOGLE_JWKS_URL: `${google.jwksUrl.replace('/oauth2/v3/certs', '')}/missing-certs`,
        },
      });
      try {
        const response = await post(
          '/social_login/sign_in',
          { social_type: 'google', id_token: await google.idToken(identity()) },
          unreachable.app,
        );
        expectErrorEnvelope(response, 503, accountMessages.socialUnavailable);
      } finally {
        await unreachable.close();
      }
    });
  });
});
