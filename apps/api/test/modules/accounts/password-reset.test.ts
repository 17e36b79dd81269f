import { accountMessages } from '@homebid/contracts/accounts';
import { apiMessages, validationMessages } from '@homebid/contracts/messages';
import { authTokens, oneTimeCodes } from '@homebid/db/schema';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { codeIn, RELAXED_LIMITS, startTestSmtpServer, type TestSmtpServer } from '../../helpers/messaging';
import { PROBE, registerProbeRoutes } from '../../helpers/probe-routes';
import { type CreatedUser, createUser, signIn } from '../../helpers/users';
import { ageCodes, codeRows, expireCodes, freshEmail, freshMobile, wrongCode } from './support';

const NEW_PASSWORD = 'Brand-new-pass-9';

describe.each(dialects())('password recovery on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildTestApp({ dialect, env: { ...RELAXED_LIMITS, SMTP_URL: smtp.url }, configure: registerProbeRoutes });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload });
  const newProvider = () =>
    createUser(t.db, {
      role: 'provider',
      email: freshEmail('forgetful'),
      mobileNumber: freshMobile(),
      name: 'Fran Forgetful',
    });
  const requestCode = async (user: CreatedUser) => {
    const response = await post('/password_update_request', { email: user.email, user_type: 2 });
    expect(response.statusCode, response.body).toBe(200);
    return codeIn(smtp.mailsTo(user.email).at(-1)?.text ?? '');
  };
  const verify = (email: string, otp: string) => post('/validate_password_otp', { email, otp });
  const update = (email: string, otp: string, password = NEW_PASSWORD) =>
    post('/update_user_password', { email, otp, password, password_confirmation: password });
  const tokenCount = async (userId: number) => {
    const [row] = await t.db.select({ n: count() }).from(authTokens).where(eq(authTokens.userId, userId));
    return row.n;
  };

  describe('POST /api/password_update_request', () => {
    it('e-mails a code to an account and answers passwordResetSent without it', async () => {
      const user = await newProvider();
      const response = await post('/password_update_request', { email: user.email, user_type: 2 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: 200,
        message: accountMessages.passwordResetSent,
        data: { email: user.email },
      });
      const [mail] = smtp.mailsTo(user.email);
      expect(mail.subject).toBe('Reset your HomeBid password');
      expect(mail.text).toContain('Hello Fran Forgetful,');
      expect(mail.text).toMatch(/expires in 10 minutes/);
      const code = codeIn(mail.text);
      expect(mail.text.split('\n')).toContain(code);
      expect(mail.html).toContain(code);
      expect(response.body).not.toContain(code);
    });

    it('answers an unknown e-mail the same and sends nothing', async () => {
      const before = smtp.mails.length;
      const response = await post('/password_update_request', { email: 'who.is.this@example.com', user_type: 2 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: 200,
        message: accountMessages.passwordResetSent,
        data: { email: 'who.is.this@example.com' },
      });
      expect(smtp.mails.length).toBe(before);
    });

    it('validates the e-mail with the spec texts', async () => {
      expectErrorEnvelope(await post('/password_update_request', { email: '' }), 422, validationMessages.emailEmpty);
    });
  });

  describe('POST /api/validate_password_otp', () => {
    it('marks the code verified; a wrong, expired or unknown-e-mail code is refused', async () => {
      const user = await newProvider();
      const code = await requestCode(user);
      expectErrorEnvelope(await verify(user.email, wrongCode(code)), 422, accountMessages.otpInvalid);
      const ok = await verify(user.email, code);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({ code: 200, message: accountMessages.otpVerified, data: { email: user.email } });
      const [row] = await codeRows(t.db, user.email);
      expect(row.verifiedAt).toBeInstanceOf(Date);
      expect(row.consumedAt).toBeNull();
      // Verified once: the same code does not verify again.
      expectErrorEnvelope(await verify(user.email, code), 422, accountMessages.otpInvalid);

      const other = await newProvider();
      const otherCode = await requestCode(other);
      await expireCodes(t.db, other.email);
      expectErrorEnvelope(await verify(other.email, otherCode), 422, accountMessages.otpInvalid);

      await post('/password_update_request', { email: 'no.account@example.com' });
      expectErrorEnvelope(await verify('no.account@example.com', '000000'), 422, accountMessages.otpInvalid);
    });

    it('kills the code after 5 wrong tries', async () => {
      const user = await newProvider();
      const code = await requestCode(user);
      for (let i = 0; i < 4; i++) await verify(user.email, wrongCode(code));
      expectErrorEnvelope(await verify(user.email, wrongCode(code)), 422, accountMessages.otpTooManyAttempts);
      expectErrorEnvelope(await verify(user.email, code), 422, accountMessages.otpTooManyAttempts);
    });

    it('validates the OTP with the spec texts', async () => {
      expectErrorEnvelope(await verify('a.person@example.com', ''), 422, validationMessages.loginOtpEmpty);
    });
  });

  describe('POST /api/update_user_password', () => {
    it('sets the password once, ends every session, and the new password signs in', async () => {
      const user = await newProvider();
      const deviceA = await signIn(t.app, user);
      await signIn(t.app, user);
      expect(await tokenCount(user.id)).toBe(2);
      const code = await requestCode(user);
      expect((await verify(user.email, code)).statusCode).toBe(200);

      const response = await update(user.email, code);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        code: 200,
        message: accountMessages.passwordUpdated,
        data: { email: user.email, message: accountMessages.passwordUpdated },
      });
      expect(await tokenCount(user.id)).toBe(0);
      const whoami = await t.app.inject({ method: 'GET', url: PROBE.anyUser, headers: deviceA });
      expect(whoami.statusCode).toBe(401);

      const oldPassword = await post('/auth/sign_in.json', { email: user.email, password: user.password });
      expectErrorEnvelope(oldPassword, 401, apiMessages.invalidCredentials);
      const newPassword = await post('/auth/sign_in.json', { email: user.email, password: NEW_PASSWORD });
      expect(newPassword.statusCode).toBe(200);

      // A second time with the same verified code: refused.
      expectErrorEnvelope(
        await update(user.email, code, 'Another-pass-1'),
        422,
        accountMessages.passwordResetNotVerified,
      );
      expect((await post('/auth/sign_in.json', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it('is refused without a verified code (requested but not verified, or never requested)', async () => {
      const user = await newProvider();
      expectErrorEnvelope(await update(user.email, '123456'), 422, accountMessages.passwordResetNotVerified);
      const code = await requestCode(user);
      expectErrorEnvelope(await update(user.email, code), 422, accountMessages.passwordResetNotVerified);
      expect((await post('/auth/sign_in.json', { email: user.email, password: user.password })).statusCode).toBe(200);
    });

    it('is refused for another e-mail than the one whose code was verified', async () => {
      const victim = await newProvider();
      const attacker = await newProvider();
      const code = await requestCode(attacker);
      expect((await verify(attacker.email, code)).statusCode).toBe(200);
      expectErrorEnvelope(await update(victim.email, code), 422, accountMessages.passwordResetNotVerified);
      expect((await post('/auth/sign_in.json', { email: victim.email, password: victim.password })).statusCode).toBe(
        200,
      );
    });

    it('is refused more than 10 minutes after the code was verified', async () => {
      const user = await newProvider();
      const code = await requestCode(user);
      expect((await verify(user.email, code)).statusCode).toBe(200);
      await t.db
        .update(oneTimeCodes)
        .set({ verifiedAt: sql`now() - interval '10 minutes 1 second'` })
        .where(and(eq(oneTimeCodes.target, user.email), eq(oneTimeCodes.purpose, 'password_reset')));
      expectErrorEnvelope(await update(user.email, code), 422, accountMessages.passwordResetNotVerified);
    });

    it('is refused once a newer code was requested after the verified one', async () => {
      const user = await newProvider();
      const code = await requestCode(user);
      expect((await verify(user.email, code)).statusCode).toBe(200);
      await ageCodes(t.db, user.email, 31);
      await requestCode(user);
      expectErrorEnvelope(await update(user.email, code), 422, accountMessages.passwordResetNotVerified);
    });

    it('needs the verified code itself: knowing the e-mail is not enough, and guesses run out', async () => {
      const user = await newProvider();
      const code = await requestCode(user);
      expect((await verify(user.email, code)).statusCode).toBe(200);
      const maxAttempts = Number(t.env.OTP_MAX_ATTEMPTS ?? 5);
      for (let i = 0; i < maxAttempts; i++) {
        expectErrorEnvelope(await update(user.email, wrongCode(code)), 422, accountMessages.passwordResetNotVerified);
      }
      // The guesses killed the code: even the right one no longer works.
      expectErrorEnvelope(await update(user.email, code), 422, accountMessages.passwordResetNotVerified);
      expect((await post('/auth/sign_in.json', { email: user.email, password: user.password })).statusCode).toBe(200);
    });

    it('validates the password with the spec texts, and needs no confirmation (the form checks it)', async () => {
      const email = 'someone@example.com';
      const otp = '123456';
      expectErrorEnvelope(
        await post('/update_user_password', { email, otp, password: '', password_confirmation: '' }),
        422,
        validationMessages.passwordEmpty,
      );
      expectErrorEnvelope(
        await post('/update_user_password', { email, password: 'Abc' }),
        422,
        validationMessages.passwordShort,
      );
      // Without a confirmation the request is well-formed: it fails only for want of proof.
      expectErrorEnvelope(
        await post('/update_user_password', { email, password: 'Abcdef-1' }),
        422,
        accountMessages.passwordResetNotVerified,
      );
    });
  });

  describe('POST /api/update_user_password with `password, email` (spec §7) after validate_password_otp', () => {
    type Cookie = {
      name: string;
      value: string;
      path?: string;
      maxAge?: number;
      httpOnly?: boolean;
      sameSite?: string;
      secure?: boolean;
    };
    const grantOf = (response: { cookies: Cookie[] }) => {
      const cookie = response.cookies.find((c) => c.name === 'homebid_password_reset');
      expect(cookie, 'validate_password_otp gives no grant cookie').toBeDefined();
      return cookie as Cookie;
    };
    /** The spec's request: password and e-mail only, from a browser holding `grant` (or none). */
    const updateWith = (email: string, password: string, grant?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/update_user_password',
        payload: { email, password },
        ...(grant === undefined ? {} : { cookies: { homebid_password_reset: grant } }),
      });
    const verifiedGrant = async (user: CreatedUser) => {
      const code = await requestCode(user);
      const verified = await verify(user.email, code);
      expect(verified.statusCode, verified.body).toBe(200);
      return { code, cookie: grantOf(verified) };
    };

    it('sets the password once from the browser that verified the code, then the grant is spent', async () => {
      const user = await newProvider();
      await signIn(t.app, user);
      const { cookie } = await verifiedGrant(user);
      // HttpOnly, only for this call, for 10 minutes, never sent by another site.
      expect(cookie).toMatchObject({
        path: '/api/update_user_password',
        maxAge: 600,
        httpOnly: true,
        sameSite: 'Strict',
      });
      // PUBLIC_URL is http here (the default): a Secure cookie would never come back over http.
      expect(cookie.secure).toBeFalsy();

      const response = await updateWith(user.email, NEW_PASSWORD, cookie.value);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        code: 200,
        message: accountMessages.passwordUpdated,
        data: { email: user.email, message: accountMessages.passwordUpdated },
      });
      // The browser is told to forget it, and every session ended.
      expect(grantOf(response)).toMatchObject({ value: '', maxAge: 0 });
      expect(await tokenCount(user.id)).toBe(0);
      expect((await post('/auth/sign_in.json', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);

      // Single use: the same grant again is refused and changes nothing.
      expectErrorEnvelope(
        await updateWith(user.email, 'Another-pass-1', cookie.value),
        422,
        accountMessages.passwordResetNotVerified,
      );
      expect((await post('/auth/sign_in.json', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it('refuses `password, email` without a grant or a code', async () => {
      const user = await newProvider();
      // Even with the code verified, by another browser: this one holds no grant.
      await verifiedGrant(user);
      expectErrorEnvelope(await updateWith(user.email, NEW_PASSWORD), 422, accountMessages.passwordResetNotVerified);
      expect((await post('/auth/sign_in.json', { email: user.email, password: user.password })).statusCode).toBe(200);
    });

    it("binds the grant to the browser's e-mail and to the server's key", async () => {
      const victim = await newProvider();
      const attacker = await newProvider();
      const { cookie } = await verifiedGrant(attacker);
      // The attacker's own grant names the attacker's e-mail, not the victim's.
      expectErrorEnvelope(
        await updateWith(victim.email, NEW_PASSWORD, cookie.value),
        422,
        accountMessages.passwordResetNotVerified,
      );
      // A grant forged for the victim (another code row, another signature) is refused.
      const [codeId, expiresAt, signature] = cookie.value.split('.');
      const forged = [
        `${Number(codeId) + 1}.${expiresAt}.${signature}`,
        `${codeId}.${Number(expiresAt) + 3600}.${signature}`,
        `${codeId}.${expiresAt}.${'A'.repeat(43)}`,
        'garbage',
      ];
      for (const value of forged) {
        expectErrorEnvelope(
          await updateWith(victim.email, NEW_PASSWORD, value),
          422,
          accountMessages.passwordResetNotVerified,
        );
      }
      expect((await post('/auth/sign_in.json', { email: victim.email, password: victim.password })).statusCode).toBe(
        200,
      );
      // The refusals did not spend the attacker's grant for their own account.
      expect((await updateWith(attacker.email, NEW_PASSWORD, cookie.value)).statusCode).toBe(200);
    });

    it('expires 10 minutes after the code was verified, and when a newer code was asked for', async () => {
      const user = await newProvider();
      const { cookie } = await verifiedGrant(user);
      await t.db
        .update(oneTimeCodes)
        .set({ verifiedAt: sql`now() - interval '10 minutes 1 second'` })
        .where(and(eq(oneTimeCodes.target, user.email), eq(oneTimeCodes.purpose, 'password_reset')));
      expectErrorEnvelope(
        await updateWith(user.email, NEW_PASSWORD, cookie.value),
        422,
        accountMessages.passwordResetNotVerified,
      );

      const other = await newProvider();
      const second = await verifiedGrant(other);
      await ageCodes(t.db, other.email, 31);
      await requestCode(other);
      expectErrorEnvelope(
        await updateWith(other.email, NEW_PASSWORD, second.cookie.value),
        422,
        accountMessages.passwordResetNotVerified,
      );
      expect((await post('/auth/sign_in.json', { email: user.email, password: user.password })).statusCode).toBe(200);
    });

    it('still takes the verified code itself as proof, from any browser', async () => {
      const user = await newProvider();
      const { code } = await verifiedGrant(user);
      const response = await post('/update_user_password', { email: user.email, otp: code, password: NEW_PASSWORD });
      expect(response.statusCode, response.body).toBe(200);
      expect((await post('/auth/sign_in.json', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    });
  });
});
