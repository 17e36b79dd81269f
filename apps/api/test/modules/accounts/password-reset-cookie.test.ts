// The password-reset grant (validate_password_otp's cookie) is Secure whenever PUBLIC_URL is https,
// however the operator spelled it: URL schemes are case-insensitive, so `HTTPS://…` is https too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { codeIn, RELAXED_LIMITS, startTestSmtpServer, type TestSmtpServer } from '../../helpers/messaging';
import { createUser } from '../../helpers/users';
import { freshEmail, freshMobile } from './support';

const GRANT = 'homebid_password_reset';

describe.each(dialects())('the password-reset cookie behind https on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildTestApp({
      dialect,
      env: { ...RELAXED_LIMITS, SMTP_URL: smtp.url, PUBLIC_URL: 'HTTPS://Pro.HomeBid.example/' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const post = (url: string, payload: object, cookies?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, ...(cookies ? { cookies } : {}) });

  it('gives and takes back the grant as a Secure cookie', async () => {
    const user = await createUser(t.db, { role: 'provider', email: freshEmail('secure'), mobileNumber: freshMobile() });
    expect((await post('/password_update_request', { email: user.email, user_type: 2 })).statusCode).toBe(200);
    const code = codeIn(smtp.mailsTo(user.email).at(-1)?.text ?? '');

    const verified = await post('/validate_password_otp', { email: user.email, otp: code });
    expect(verified.statusCode, verified.body).toBe(200);
    const given = verified.cookies.find((c) => c.name === GRANT);
    expect(given).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
    expect(String(verified.headers['set-cookie'])).toMatch(/; Secure(;|$)/);

    const updated = await post(
      '/update_user_password',
      { email: user.email, password: 'Brand-new-pass-9' },
      {
        [GRANT]: given?.value ?? '',
      },
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.cookies.find((c) => c.name === GRANT)).toMatchObject({ value: '', maxAge: 0, secure: true });
  });

  it('keeps the links of its e-mails on the same lower-case origin', () => {
    expect(t.app.config.publicUrl).toBe('https://pro.homebid.example');
  });
});
