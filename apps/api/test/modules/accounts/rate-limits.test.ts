import { accountMessages } from '@homebid/contracts/accounts';
import { apiMessages } from '@homebid/contracts/messages';
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
import { createUser } from '../../helpers/users';
import { freshEmail, freshMobile } from './support';

describe.each(dialects())('rate limits of the code and sign-in calls on %s', (dialect) => {
  let base: TestApp;
  let smtp: TestSmtpServer;
  let sms: TestSmsGateway;
  const opened: TestApp[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    sms = await startTestSmsGateway();
    base = await buildTestApp({ dialect, env: { ...RELAXED_LIMITS, SMTP_URL: smtp.url, SMS_WEBHOOK_URL: sms.url } });
  });
  afterAll(async () => {
    for (const app of opened) await app.close();
    await base?.close();
    await smtp?.close();
    await sms?.close();
  });

  /** The same database under an app with these limits (every other limit relaxed). */
  const appWith = async (env: Record<string, string>) => {
    const app = await buildTestApp({
      dialect,
      database: base.database,
      env: { ...RELAXED_LIMITS, SMTP_URL: smtp.url, SMS_WEBHOOK_URL: sms.url, ...env },
    });
    opened.push(app);
    return app;
  };
  const post = (app: TestApp, url: string, payload: object, remoteAddress = '127.0.0.1') =>
    app.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress });

  it('limits codes per address per hour across flows (429), other addresses unaffected', async () => {
    const app = await appWith({ RATE_LIMIT_CODES_PER_HOUR_PER_ADDRESS: '3', OTP_RESEND_SECONDS: '0' });
    const user = await createUser(base.db, {
      role: 'provider',
      email: freshEmail('limited'),
      mobileNumber: freshMobile(),
    });
    expect((await post(app, '/web_login_with_email', { email: user.email }, '10.0.0.1')).statusCode).toBe(200);
    expect((await post(app, '/web_resend_otp', { email: user.email }, '10.0.0.2')).statusCode).toBe(200);
    expect((await post(app, '/password_update_request', { email: user.email }, '10.0.0.3')).statusCode).toBe(200);
    const fourth = await post(app, '/web_login_with_email', { email: user.email.toUpperCase() }, '10.0.0.4');
    expectErrorEnvelope(fourth, 429, apiMessages.tooManyRequests);
    expect(smtp.mailsTo(user.email)).toHaveLength(3);
    // An unknown address is held to the same count (nothing tells them apart).
    const ghost = 'ghost.limited@example.com';
    for (let i = 0; i < 3; i++)
      expect((await post(app, '/web_login_with_email', { email: ghost })).statusCode).toBe(200);
    expectErrorEnvelope(await post(app, '/web_login_with_email', { email: ghost }), 429, apiMessages.tooManyRequests);
    // Another address goes on.
    const other = await createUser(base.db, {
      role: 'provider',
      email: freshEmail('free'),
      mobileNumber: freshMobile(),
    });
    expect((await post(app, '/web_login_with_email', { email: other.email }, '10.0.0.1')).statusCode).toBe(200);
  });

  it('limits registration codes per mobile number', async () => {
    const app = await appWith({ RATE_LIMIT_CODES_PER_HOUR_PER_ADDRESS: '2', OTP_RESEND_SECONDS: '0' });
    const mobile = freshMobile();
    const register = (ip: string) =>
      post(
        app,
        '/v1/customers/signup',
        { name: 'Lim Ited', email: freshEmail('reg-limit'), mobile_number: mobile, password: 'Limited-pass-1' },
        ip,
      );
    const first = await register('10.1.0.1');
    expect(first.statusCode, first.body).toBe(200);
    const resend = await app.app.inject({
      method: 'GET',
      url: `/api/resend_otp?confirmation_token=${first.json().data.confirmation_token}`,
      remoteAddress: '10.1.0.2',
    });
    expect(resend.statusCode, resend.body).toBe(200);
    expectErrorEnvelope(await register('10.1.0.3'), 429, apiMessages.tooManyRequests);
  });

  it('limits each code call per IP per minute (429), other IPs unaffected', async () => {
    const app = await appWith({ RATE_LIMIT_CODES_PER_MINUTE_PER_IP: '3' });
    const ip = '10.2.0.1';
    for (let i = 0; i < 3; i++) {
      const response = await post(app, '/password_update_request', { email: freshEmail('per-ip') }, ip);
      expect(response.statusCode).toBe(200);
    }
    const refused = await post(app, '/password_update_request', { email: freshEmail('per-ip') }, ip);
    expectErrorEnvelope(refused, 429, apiMessages.tooManyRequests);
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
    expect((await post(app, '/password_update_request', { email: freshEmail('per-ip') }, '10.2.0.2')).statusCode).toBe(
      200,
    );
    for (let i = 0; i < 3; i++)
      await post(app, '/validate_password_otp', { email: 'x.y@example.com', otp: '000000' }, ip);
    expectErrorEnvelope(
      await post(app, '/validate_password_otp', { email: 'x.y@example.com', otp: '000000' }, ip),
      429,
      apiMessages.tooManyRequests,
    );
  });

  it('limits login-by-code and Google sign-in per IP with RATE_LIMIT_SIGN_IN_PER_MINUTE', async () => {
    const app = await appWith({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '2' });
    const ip = '10.3.0.1';
    for (let i = 0; i < 2; i++) {
      expectErrorEnvelope(
        await post(app, '/web_login_with_otp', { email: freshEmail('otp-ip'), otp: '123456' }, ip),
        422,
        accountMessages.otpInvalid,
      );
    }
    expectErrorEnvelope(
      await post(app, '/web_login_with_otp', { email: freshEmail('otp-ip'), otp: '123456' }, ip),
      429,
      apiMessages.tooManyRequests,
    );
    for (let i = 0; i < 2; i++) await post(app, '/social_login/sign_in', { social_type: 'google', id_token: 'x' }, ip);
    expectErrorEnvelope(
      await post(app, '/social_login/sign_in', { social_type: 'google', id_token: 'x' }, ip),
      429,
      apiMessages.tooManyRequests,
    );
  });

  it('holds an address back after too many failed sign-ins from any IP; success does not count', async () => {
    const app = await appWith({ RATE_LIMIT_SIGN_IN_FAILURES_PER_HOUR_PER_ADDRESS: '3' });
    const user = await createUser(base.db, {
      role: 'provider',
      email: freshEmail('guessed'),
      mobileNumber: freshMobile(),
    });
    const signIn = (password: string, ip: string) =>
      post(app, '/auth/sign_in.json', { email: user.email, password, user_type: 2 }, ip);
    for (let i = 0; i < 5; i++) expect((await signIn(user.password, `10.4.0.${i}`)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      expectErrorEnvelope(await signIn('wrong-password', `10.4.1.${i}`), 401, apiMessages.invalidCredentials);
    }
    const right = await signIn(user.password, '10.4.2.1');
    expectErrorEnvelope(right, 429, apiMessages.tooManyRequests);
    expect(right.headers['access-token']).toBeUndefined();

    // Failed codes count for the address too.
    const codeUser = await createUser(base.db, {
      role: 'provider',
      email: freshEmail('code-guess'),
      mobileNumber: freshMobile(),
    });
    expect((await post(app, '/web_login_with_email', { email: codeUser.email })).statusCode).toBe(200);
    const code = codeIn(smtp.mailsTo(codeUser.email).at(-1)?.text ?? '');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) {
      await post(app, '/web_login_with_otp', { email: codeUser.email, otp: wrong }, `10.5.0.${i}`);
    }
    expectErrorEnvelope(
      await post(app, '/web_login_with_otp', { email: codeUser.email, otp: code }, '10.5.1.1'),
      429,
      apiMessages.tooManyRequests,
    );
  });
});
