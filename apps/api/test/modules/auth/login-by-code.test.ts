import { accountMessages } from '@homebid/contracts/accounts';
import { authMessages, SESSION_HEADERS } from '@homebid/contracts/auth';
import { apiMessages, validationMessages } from '@homebid/contracts/messages';
import { oneTimeCodes } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import {
  codeIn,
  RELAXED_LIMITS,
  startTestSmsGateway,
  startTestSmtpServer,
  type TestSmsGateway,
  type TestSmtpServer,
} from '../../helpers/messaging';
import { PROBE, registerProbeRoutes } from '../../helpers/probe-routes';
import { type CreatedUser, createUser } from '../../helpers/users';
import { ageCodes, codeRows, expireCodes, freshEmail, freshMobile, wrongCode } from '../accounts/support';

describe.each(dialects())('login by one-time code on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let sms: TestSmsGateway;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    sms = await startTestSmsGateway();
    t = await buildTestApp({
      dialect,
      env: { ...RELAXED_LIMITS, SMTP_URL: smtp.url, SMS_WEBHOOK_URL: sms.url },
      configure: registerProbeRoutes,
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await sms?.close();
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload });
  const newProvider = async () =>
    createUser(t.db, { role: 'provider', email: freshEmail('pro'), mobileNumber: freshMobile(), name: 'Olive Otp' });
  const requestCode = async (user: CreatedUser) => {
    const response = await post('/web_login_with_email', { email: user.email, user_type: 2 });
    expect(response.statusCode, response.body).toBe(200);
    return codeIn(smtp.mailsTo(user.email).at(-1)?.text ?? '');
  };

  describe('POST /api/web_login_with_email', () => {
    it('sends one code by e-mail and by SMS and answers otpSentBoth without it', async () => {
      const user = await newProvider();
      const response = await post('/web_login_with_email', { email: user.email, user_type: 2 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ code: 200, message: authMessages.otpSentBoth, data: { email: user.email } });

      const mails = smtp.mailsTo(user.email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail.subject).toBe('Your HomeBid login code');
      expect(mail.text).toContain('HomeBid');
      expect(mail.text).toMatch(/expires in 10 minutes/);
      expect(mail.text).toMatch(/\n\d{6}\n/); // six digits on a line of their own
      const code = codeIn(mail.text);
      expect(mail.html).toMatch(new RegExp(`<p[^>]*>${code}</p>`));
      expect(mail.html).toContain('HomeBid');
      expect(mail.html).toMatch(/expires in 10 minutes/);

      const texts = sms.received.filter((s) => s.body.includes(code));
      expect(texts).toHaveLength(1);
      expect(texts[0].body).toBe(`HomeBid: your code is ${code}. It expires in 10 minutes.`);
      expect(texts[0].to).toMatch(/^\d{10}$/);

      expect(response.body).not.toContain(code);
      const rows = await codeRows(t.db, user.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ purpose: 'login', userId: user.id, attempts: 0, consumedAt: null });
      expect(rows[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0].codeHash).not.toContain(code);
      const ttl = rows[0].expiresAt.getTime() - rows[0].createdAt.getTime();
      expect(ttl).toBe(10 * 60 * 1000);
    });

    it('answers an unknown e-mail exactly alike and sends nothing', async () => {
      const known = await newProvider();
      const unknown = 'nobody.at.all@example.com';
      const mailsBefore = smtp.mails.length;
      const smsBefore = sms.received.length;
      const forKnown = await post('/web_login_with_email', { email: known.email });
      const forUnknown = await post('/web_login_with_email', { email: unknown });
      expect(forUnknown.statusCode).toBe(200);
      expect(forUnknown.json()).toEqual({ code: 200, message: authMessages.otpSentBoth, data: { email: unknown } });
      expect(Object.keys(forUnknown.json())).toEqual(Object.keys(forKnown.json()));
      expect(smtp.mails.length).toBe(mailsBefore + 1);
      expect(sms.received.length).toBe(smsBefore + 1);
      expect(smtp.mailsTo(unknown)).toHaveLength(0);
    });

    it('refuses a malformed e-mail with the spec texts', async () => {
      expectErrorEnvelope(await post('/web_login_with_email', { email: '' }), 422, validationMessages.emailEmpty);
      expectErrorEnvelope(
        await post('/web_login_with_email', { email: 'not-an-email' }),
        422,
        validationMessages.emailInvalid,
      );
    });
  });

  describe('POST /api/web_login_with_otp', () => {
    it('signs in like sign_in.json: same answer shape and session headers', async () => {
      const user = await newProvider();
      const code = await requestCode(user);
      const response = await post('/web_login_with_otp', { email: user.email, otp: code, user_type: 2 });
      expect(response.statusCode, response.body).toBe(200);
      for (const name of SESSION_HEADERS) expect(response.headers[name], name).toEqual(expect.any(String));
      expect(response.headers.uid).toBe(user.email);
      expect(response.headers['token-type']).toBe('Bearer');
      expect(response.json()).toEqual({
        code: 200,
        message: apiMessages.signedIn,
        signup_status: 'completed',
        data: {
          id: user.id,
          provider_id: user.providerId,
          name: 'Olive Otp',
          email: user.email,
          mobile_number: expect.stringMatching(/^\d{10}$/),
          user_type: 2,
          is_pro_provider: false,
          signup_status: 'completed',
        },
      });
      const whoami = await t.app.inject({
        method: 'GET',
        url: PROBE.anyUser,
        headers: {
          'access-token': String(response.headers['access-token']),
          client: String(response.headers.client),
          uid: String(response.headers.uid),
        },
      });
      expect(whoami.statusCode).toBe(200);
      expect(whoami.json().user_id).toBe(user.id);
    });

    it('accepts the code sent by SMS too (it is the same code)', async () => {
      const user = await newProvider();
      const code = await requestCode(user);
      const text = sms.received.findLast((s) => s.body.includes(code));
      expect(text).toBeDefined();
      const response = await post('/web_login_with_otp', { email: user.email, otp: codeIn(text?.body ?? '') });
      expect(response.statusCode, response.body).toBe(200);
    });

    it('answers signup_status of an unfinished registration', async () => {
      const user = await createUser(t.db, {
        role: 'provider',
        email: freshEmail('unfinished'),
        mobileNumber: freshMobile(),
        signupStatus: 'business-info',
      });
      const code = await requestCode(user);
      const response = await post('/web_login_with_otp', { email: user.email, otp: code });
      expect(response.statusCode).toBe(200);
      expect(response.json().signup_status).toBe('business-info');
    });

    it('is single use', async () => {
      const user = await newProvider();
      const code = await requestCode(user);
      expect((await post('/web_login_with_otp', { email: user.email, otp: code })).statusCode).toBe(200);
      const again = await post('/web_login_with_otp', { email: user.email, otp: code });
      expectErrorEnvelope(again, 422, accountMessages.otpInvalid);
      for (const name of ['access-token', 'client']) expect(again.headers[name]).toBeUndefined();
    });

    it('refuses an expired code', async () => {
      const user = await newProvider();
      const code = await requestCode(user);
      await expireCodes(t.db, user.email);
      expectErrorEnvelope(
        await post('/web_login_with_otp', { email: user.email, otp: code }),
        422,
        accountMessages.otpInvalid,
      );
    });

    it('kills the code after 5 wrong tries, even for the right code afterwards', async () => {
      const user = await newProvider();
      const code = await requestCode(user);
      for (let i = 1; i <= 4; i++) {
        const wrong = await post('/web_login_with_otp', { email: user.email, otp: wrongCode(code) });
        expectErrorEnvelope(wrong, 422, accountMessages.otpInvalid);
      }
      const fifth = await post('/web_login_with_otp', { email: user.email, otp: wrongCode(code) });
      expectErrorEnvelope(fifth, 422, accountMessages.otpTooManyAttempts);
      const right = await post('/web_login_with_otp', { email: user.email, otp: code });
      expectErrorEnvelope(right, 422, accountMessages.otpTooManyAttempts);
      const [row] = await codeRows(t.db, user.email);
      expect(row.attempts).toBe(5);
    });

    it('allows the right code on the fifth try', async () => {
      const user = await newProvider();
      const code = await requestCode(user);
      for (let i = 1; i <= 4; i++) await post('/web_login_with_otp', { email: user.email, otp: wrongCode(code) });
      expect((await post('/web_login_with_otp', { email: user.email, otp: code })).statusCode).toBe(200);
    });

    it('never signs in an unknown e-mail, and answers it like a wrong code', async () => {
      const email = 'ghost.user@example.com';
      expect((await post('/web_login_with_email', { email })).statusCode).toBe(200);
      const [row] = await codeRows(t.db, email);
      expect(row.userId).toBeNull();
      const response = await post('/web_login_with_otp', { email, otp: '123456' });
      expectErrorEnvelope(response, 422, accountMessages.otpInvalid);
    });

    it("refuses another e-mail's code", async () => {
      const first = await newProvider();
      const second = await newProvider();
      const code = await requestCode(first);
      await requestCode(second);
      const response = await post('/web_login_with_otp', { email: second.email, otp: code });
      expect(response.statusCode).toBe(422);
    });

    it('validates the OTP with the spec texts', async () => {
      const user = await newProvider();
      expectErrorEnvelope(
        await post('/web_login_with_otp', { email: user.email, otp: '' }),
        422,
        validationMessages.loginOtpEmpty,
      );
      expectErrorEnvelope(
        await post('/web_login_with_otp', { email: user.email, otp: '12345' }),
        422,
        validationMessages.loginOtpShort,
      );
      expectErrorEnvelope(
        await post('/web_login_with_otp', { email: user.email, otp: '12a456' }),
        422,
        validationMessages.loginOtpShort,
      );
    });
  });

  describe('POST /api/web_resend_otp', () => {
    it('refuses a second code within 30 s, then sends a new one that replaces the old', async () => {
      const user = await newProvider();
      const first = await requestCode(user);
      const tooSoon = await post('/web_resend_otp', { email: user.email, user_type: 2 });
      expectErrorEnvelope(tooSoon, 429, accountMessages.otpResendTooSoon);
      expect(smtp.mailsTo(user.email)).toHaveLength(1);

      await ageCodes(t.db, user.email, 31);
      const resent = await post('/web_resend_otp', { email: user.email, user_type: 2 });
      expect(resent.statusCode, resent.body).toBe(200);
      expect(resent.json()).toEqual({ code: 200, message: authMessages.otpSentBoth, data: { email: user.email } });
      const mails = smtp.mailsTo(user.email);
      expect(mails).toHaveLength(2);
      const second = codeIn(mails[1].text);
      expect(resent.body).not.toContain(second);

      if (second !== first) {
        const old = await post('/web_login_with_otp', { email: user.email, otp: first });
        expectErrorEnvelope(old, 422, accountMessages.otpInvalid);
      }
      expect((await post('/web_login_with_otp', { email: user.email, otp: second })).statusCode).toBe(200);
    });

    it('holds an unknown e-mail to the same 30 s rule', async () => {
      const email = 'ghost.resend@example.com';
      expect((await post('/web_login_with_email', { email })).statusCode).toBe(200);
      expectErrorEnvelope(await post('/web_resend_otp', { email }), 429, accountMessages.otpResendTooSoon);
    });
  });

  describe('GET /api/get_user_details', () => {
    it('answers the same shape for a registered e-mail, an unknown one and garbage', async () => {
      const user = await newProvider();
      const inputs = [user.email, 'unknown.person@example.com', 'Not An Email'];
      const answers = await Promise.all(
        inputs.map((value) =>
          t.app.inject({ method: 'GET', url: `/api/get_user_details?mobile_number=${encodeURIComponent(value)}` }),
        ),
      );
      for (const [i, response] of answers.entries()) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          code: 200,
          message: apiMessages.ok,
          data: { email: inputs[i].toLowerCase() },
        });
      }
      expect(answers[0].json().data.email).toBe(user.email);
    });
  });

  it('documents every accounts call in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const calls: Array<[string, string]> = [
      ['/api/web_login_with_email', 'post'],
      ['/api/web_login_with_otp', 'post'],
      ['/api/web_resend_otp', 'post'],
      ['/api/get_user_details', 'get'],
      ['/api/v1/providers/signup/basic-info', 'post'],
      ['/api/validate_user', 'post'],
      ['/api/resend_otp', 'get'],
      ['/api/providers/update_mobile_number_without_login', 'put'],
      ['/api/v1/providers/signup/business-info', 'post'],
      ['/api/v1/providers/signup/additional-info', 'post'],
      ['/api/social_login/sign_up', 'post'],
      ['/api/social_login/sign_in', 'post'],
      ['/api/password_update_request', 'post'],
      ['/api/validate_password_otp', 'post'],
      ['/api/update_user_password', 'post'],
      ['/api/email_update_request.json', 'post'],
      ['/api/email_update', 'post'],
      ['/api/mobilenumber_update_request', 'post'],
      ['/api/mobilenumber_update', 'post'],
      ['/api/v1/customers/signup', 'post'],
    ];
    for (const [path, method] of calls) expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });

  it('stores codes only as hashes', async () => {
    const user = await newProvider();
    const code = await requestCode(user);
    const rows = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, user.email));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});
