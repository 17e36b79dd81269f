import { accountMessages, OTP_RESEND_AFTER_HEADER } from '@homebid/contracts/accounts';
import { apiMessages } from '@homebid/contracts/messages';
import type { LightMyRequestResponse } from 'fastify';
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
import { ageCodes, freshEmail, freshMobile } from './support';

/** A refusal: the envelope, and Retry-After in whole seconds (CONTRACT §3), at most `atMost`. */
function expectRefused(response: LightMyRequestResponse, message: string, atMost = 3600) {
  expectErrorEnvelope(response, 429, message);
  const retryAfter = String(response.headers['retry-after'] ?? '');
  expect(retryAfter, 'a 429 without Retry-After').toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(atMost);
  return Number(retryAfter);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    // Refused until the hour of the first code is out.
    expect(expectRefused(fourth, apiMessages.tooManyRequests)).toBeGreaterThan(3500);
    expect(smtp.mailsTo(user.email)).toHaveLength(3);
    // An unknown address is held to the same count (nothing tells them apart).
    const ghost = 'ghost.limited@example.com';
    for (let i = 0; i < 3; i++)
      expect((await post(app, '/web_login_with_email', { email: ghost })).statusCode).toBe(200);
    expectRefused(await post(app, '/web_login_with_email', { email: ghost }), apiMessages.tooManyRequests);
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
    // The pause the answer names is the server's OTP_RESEND_SECONDS.
    expect(first.headers[OTP_RESEND_AFTER_HEADER]).toBe('0');
    const resend = await app.app.inject({
      method: 'GET',
      url: `/api/resend_otp?confirmation_token=${first.json().data.confirmation_token}`,
      remoteAddress: '10.1.0.2',
    });
    expect(resend.statusCode, resend.body).toBe(200);
    expectRefused(await register('10.1.0.3'), apiMessages.tooManyRequests);
  });

  it('limits each code call per IP per minute (429), other IPs unaffected', async () => {
    const app = await appWith({ RATE_LIMIT_CODES_PER_MINUTE_PER_IP: '3' });
    const ip = '10.2.0.1';
    for (let i = 0; i < 3; i++) {
      const response = await post(app, '/password_update_request', { email: freshEmail('per-ip') }, ip);
      expect(response.statusCode).toBe(200);
    }
    const refused = await post(app, '/password_update_request', { email: freshEmail('per-ip') }, ip);
    expectRefused(refused, apiMessages.tooManyRequests, 60);
    expect((await post(app, '/password_update_request', { email: freshEmail('per-ip') }, '10.2.0.2')).statusCode).toBe(
      200,
    );
    for (let i = 0; i < 3; i++)
      await post(app, '/validate_password_otp', { email: 'x.y@example.com', otp: '000000' }, ip);
    expectRefused(
      await post(app, '/validate_password_otp', { email: 'x.y@example.com', otp: '000000' }, ip),
      apiMessages.tooManyRequests,
      60,
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
    expectRefused(
      await post(app, '/web_login_with_otp', { email: freshEmail('otp-ip'), otp: '123456' }, ip),
      apiMessages.tooManyRequests,
      60,
    );
    for (let i = 0; i < 2; i++) await post(app, '/social_login/sign_in', { social_type: 'google', id_token: 'x' }, ip);
    expectRefused(
      await post(app, '/social_login/sign_in', { social_type: 'google', id_token: 'x' }, ip),
      apiMessages.tooManyRequests,
      60,
    );
  });

  it('never counts a Resend refused inside the 30 s pause; the refusal says when to come back', async () => {
    const app = await appWith({ RATE_LIMIT_CODES_PER_HOUR_PER_ADDRESS: '2' });
    const user = await createUser(base.db, {
      role: 'provider',
      email: freshEmail('impatient'),
      mobileNumber: freshMobile(),
    });
    const sent = await post(app, '/web_login_with_email', { email: user.email });
    expect(sent.statusCode).toBe(200);
    // The answer says how long the pause is, so Resend OTP can count it down.
    expect(sent.headers[OTP_RESEND_AFTER_HEADER]).toBe('30');
    // Pressed again and again inside the pause: refused each time, with the seconds left of it.
    for (let i = 0; i < 5; i++) {
      const early = await post(app, '/web_resend_otp', { email: user.email });
      expect(expectRefused(early, accountMessages.otpResendTooSoon, 30)).toBeGreaterThan(20);
    }
    expect(smtp.mailsTo(user.email)).toHaveLength(1);
    // After the pause the second code of the hour goes out: the refused presses counted nothing.
    await ageCodes(base.db, user.email, 31);
    const resent = await post(app, '/web_resend_otp', { email: user.email });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.headers[OTP_RESEND_AFTER_HEADER]).toBe('30');
    expect(smtp.mailsTo(user.email)).toHaveLength(2);
    // The third is over the limit of 2 an hour, whatever the pause: refused until the hour is out.
    await ageCodes(base.db, user.email, 31);
    const third = await post(app, '/web_resend_otp', { email: user.email });
    expect(expectRefused(third, apiMessages.tooManyRequests)).toBeGreaterThan(3500);
  });

  it("does not let a stranger's failures from one IP hold the owner back elsewhere", async () => {
    const app = await appWith({
      RATE_LIMIT_SIGN_IN_FAILURES_PER_HOUR_PER_ADDRESS_AND_IP: '10',
      RATE_LIMIT_SIGN_IN_FAILURES_PER_HOUR_PER_ADDRESS: '50',
    });
    const owner = await createUser(base.db, {
      role: 'provider',
      email: freshEmail('owner'),
      mobileNumber: freshMobile(),
    });
    const signIn = (password: string, ip: string) =>
      post(app, '/auth/sign_in.json', { email: owner.email, password, user_type: 2 }, ip);
    const stranger = '198.51.100.7';
    for (let i = 0; i < 10; i++) {
      expectErrorEnvelope(await signIn('wrong-password', stranger), 401, apiMessages.invalidCredentials);
    }
    // The stranger's IP is refused for the rest of the hour, even with the right password…
    expect(expectRefused(await signIn('wrong-password', stranger), apiMessages.tooManyRequests)).toBeGreaterThan(3500);
    const fromStranger = await signIn(owner.password, stranger);
    expectRefused(fromStranger, apiMessages.tooManyRequests);
    expect(fromStranger.headers['access-token']).toBeUndefined();
    // …while the owner, from home, signs in at once.
    const home = '203.0.113.20';
    const signedIn = await signIn(owner.password, home);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.headers['access-token']).toEqual(expect.any(String));
    // The same for code checks: ten wrong codes for another account from the stranger's IP, then its
    // owner asks for a code from home and signs in with it.
    const other = await createUser(base.db, {
      role: 'provider',
      email: freshEmail('other'),
      mobileNumber: freshMobile(),
    });
    const codeFrom = (otp: string, from: string) => post(app, '/web_login_with_otp', { email: other.email, otp }, from);
    for (let i = 0; i < 10; i++) {
      expectErrorEnvelope(await codeFrom('000000', stranger), 422, accountMessages.otpInvalid);
    }
    expectRefused(await codeFrom('000000', stranger), apiMessages.tooManyRequests);
    expect((await post(app, '/web_login_with_email', { email: other.email }, home)).statusCode).toBe(200);
    const code = codeIn(smtp.mailsTo(other.email).at(-1)?.text ?? '');
    const byCode = await codeFrom(code, home);
    expect(byCode.statusCode, byCode.body).toBe(200);
  });

  it('slows guessing of one address from many IPs with growing delays, never shutting the door', async () => {
    const app = await appWith({
      RATE_LIMIT_SIGN_IN_FAILURES_PER_HOUR_PER_ADDRESS_AND_IP: '100',
      RATE_LIMIT_SIGN_IN_FAILURES_PER_HOUR_PER_ADDRESS: '2',
      RATE_LIMIT_SIGN_IN_DELAY_MAX_SECONDS: '2',
    });
    const owner = await createUser(base.db, {
      role: 'provider',
      email: freshEmail('target'),
      mobileNumber: freshMobile(),
    });
    let ip = 0;
    const guess = () =>
      post(app, '/auth/sign_in.json', { email: owner.email, password: 'wrong-password' }, `192.0.2.${++ip}`);
    const wrong = async () => expectErrorEnvelope(await guess(), 401, apiMessages.invalidCredentials);
    await wrong();
    await wrong();
    // Past the ceiling of 2: a 1 s wait, for every IP, the owner's too.
    expect(expectRefused(await guess(), apiMessages.tooManyRequests)).toBe(1);
    const ownerWaits = await post(
      app,
      '/auth/sign_in.json',
      { email: owner.email, password: owner.password },
      '203.0.113.99',
    );
    expect(expectRefused(ownerWaits, apiMessages.tooManyRequests)).toBe(1);
    await sleep(1100);
    await wrong();
    // The next wait doubles…
    expect(expectRefused(await guess(), apiMessages.tooManyRequests)).toBe(2);
    await sleep(2100);
    await wrong();
    // …up to RATE_LIMIT_SIGN_IN_DELAY_MAX_SECONDS.
    expect(expectRefused(await guess(), apiMessages.tooManyRequests)).toBe(2);
    await sleep(2100);
    // The door is never shut: once the wait is over, the owner signs in.
    const owners = await post(
      app,
      '/auth/sign_in.json',
      { email: owner.email, password: owner.password },
      '203.0.113.99',
    );
    expect(owners.statusCode, owners.body).toBe(200);
  });
});
