import { accountMessages } from '@homebid/contracts/accounts';
import { authMessages } from '@homebid/contracts/auth';
import { apiMessages } from '@homebid/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import {
  codeIn,
  startTestSmsGateway,
  startTestSmtpServer,
  type TestSmsGateway,
  type TestSmtpServer,
} from '../../helpers/messaging';
import { type CreatedUser, createUser } from '../../helpers/users';
import { codeRows, freshEmail, freshMobile, wrongCode } from '../accounts/support';

// The sign-in doors: a customer at the pro's login, or a pro at the customer's, is told
// which door is theirs (403, data.user_type) when what it sent fits its account; nothing else
// changes, and no such refusal counts against a limit.
describe.each(dialects())('the sign-in doors on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let sms: TestSmsGateway;

  beforeAll(async () => {
    [smtp, sms] = await Promise.all([startTestSmtpServer(), startTestSmsGateway()]);
    t = await buildTestApp({
      dialect,
      // Tight per-address limits: a counted door refusal would show within a few calls.
      env: {
        SMTP_URL: smtp.url,
        SMS_WEBHOOK_URL: sms.url,
        RATE_LIMIT_SIGN_IN_FAILURES_PER_HOUR_PER_ADDRESS_AND_IP: '2',
        RATE_LIMIT_CODES_PER_HOUR_PER_ADDRESS: '2',
        RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
        RATE_LIMIT_CODES_PER_MINUTE_PER_IP: '1000',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([smtp?.close(), sms?.close()]);
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload });
  const person = (role: 'customer' | 'provider') =>
    createUser(t.db, { role, email: freshEmail(role), mobileNumber: freshMobile() });
  const expectDoor = (response: Awaited<ReturnType<typeof post>>, accountType: 1 | 2) => {
    const message = accountType === 1 ? authMessages.wrongDoorCustomer : authMessages.wrongDoorProvider;
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({ code: 403, message, errors: [message], data: { user_type: accountType } });
    for (const name of ['access-token', 'client', 'uid', 'expiry']) expect(response.headers[name]).toBeUndefined();
  };
  const signIn = (user: CreatedUser, userType: 1 | 2, password = user.password) =>
    post('/auth/sign_in.json', { email: user.email, password, user_type: userType });

  it('tells a customer with the right password at the pro login, and a pro at the customer login, its door', async () => {
    const customer = await person('customer');
    const provider = await person('provider');
    expectDoor(await signIn(customer, 2), 1);
    expectDoor(await signIn(provider, 1), 2);
    // The provider web sends no user_type: its default door is the pro's.
    expectDoor(await post('/auth/sign_in.json', { email: customer.email, password: customer.password }), 1);
    // Each at its own door signs in.
    expect((await signIn(customer, 1)).json().data).toMatchObject({ id: customer.id, user_type: 1 });
    expect((await signIn(provider, 2)).json().data).toMatchObject({ id: provider.id, user_type: 2 });
  });

  it('answers a wrong password at the wrong door with the ordinary 401, and counts it', async () => {
    const customer = await person('customer');
    for (let i = 0; i < 2; i++) {
      expectErrorEnvelope(await signIn(customer, 2, 'not-the-password'), 401, apiMessages.invalidCredentials);
    }
    // Two failures from this address and IP: the limit answers now, even with the right password.
    expect((await signIn(customer, 1)).statusCode).toBe(429);
  });

  it('never counts a door refusal against the failed sign-in limit', async () => {
    const customer = await person('customer');
    for (let i = 0; i < 5; i++) expectDoor(await signIn(customer, 2), 1);
    const signedIn = await signIn(customer, 1);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('answers a code request at the wrong door with the door instead of a code, and never counts it', async () => {
    const provider = await person('provider');
    for (let i = 0; i < 4; i++) {
      expectDoor(await post('/web_login_with_email', { email: provider.email, user_type: 1 }), 2);
      expectDoor(await post('/web_resend_otp', { email: provider.email, user_type: 1 }), 2);
    }
    expect(await codeRows(t.db, provider.email)).toEqual([]);
    expect(smtp.mailsTo(provider.email)).toEqual([]);
    // An e-mail with no account at all is answered as ever (the same 200 as a real one, nothing sent).
    const unknown = await post('/web_login_with_email', { email: 'nobody.at.all@example.com', user_type: 1 });
    expect(unknown.statusCode, unknown.body).toBe(200);
    expect(unknown.json().message).toBe(authMessages.otpSentBoth);
    // The code limit (2 an hour here) is untouched: the right door sends one.
    const right = await post('/web_login_with_email', { email: provider.email, user_type: 2 });
    expect(right.statusCode, right.body).toBe(200);
    expect(smtp.mailsTo(provider.email)).toHaveLength(1);
  });

  it('tells the right code at the wrong door its door and keeps the code; a wrong code there is the ordinary refusal', async () => {
    const customer = await person('customer');
    const asked = await post('/web_login_with_email', { email: customer.email, user_type: 1 });
    expect(asked.statusCode, asked.body).toBe(200);
    const code = codeIn(smtp.mailsTo(customer.email).at(-1)?.text ?? '');
    expectErrorEnvelope(
      await post('/web_login_with_otp', { email: customer.email, otp: wrongCode(code), user_type: 2 }),
      422,
      accountMessages.otpInvalid,
    );
    expectDoor(await post('/web_login_with_otp', { email: customer.email, otp: code, user_type: 2 }), 1);
    expectDoor(await post('/web_login_with_otp', { email: customer.email, otp: code }), 1);
    // Still unspent: the customer's own door takes it.
    const signedIn = await post('/web_login_with_otp', { email: customer.email, otp: code, user_type: 1 });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data).toMatchObject({ id: customer.id, user_type: 1 });
  });
});
