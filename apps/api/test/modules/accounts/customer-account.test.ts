import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { accountMessages } from '@homebid/contracts/accounts';
import { apiMessages } from '@homebid/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { codeIn, RELAXED_LIMITS } from '../../helpers/messaging';
import { type CreatedUser, createUser, type SessionHeaders, signIn, TEST_PASSWORD } from '../../helpers/users';
import { ageCodes, freshEmail, freshMobile } from './support';

interface OutboxLine {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
}

// The customer's account through the accounts calls (/hire's sign-up, /customer/login's
// forgot password, /customer/account's e-mail and mobile changes), every code read from the outbox
// as a person trying HomeBid locally reads it.
describe.each(dialects())('the customer account on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    // No SMTP server and no SMS gateway: every e-mail and SMS goes to DATA_DIR/outbox.jsonl.
    t = await buildTestApp({ dialect, env: RELAXED_LIMITS });
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: object, headers?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  const get = (url: string, headers?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const outbox = async (): Promise<OutboxLine[]> =>
    (await readFile(join(t.env.DATA_DIR, 'outbox.jsonl'), 'utf8').catch(() => ''))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  /** The code in the newest outbox message of the channel to `to`. */
  const lastCode = async (channel: OutboxLine['channel'], to: string) => {
    const line = (await outbox()).filter((l) => l.channel === channel && l.to === to).at(-1);
    if (!line) throw new Error(`no ${channel} to ${to} in the outbox`);
    return codeIn(line.text);
  };
  const sessionOf = (response: Awaited<ReturnType<typeof post>>): SessionHeaders => ({
    'access-token': String(response.headers['access-token']),
    client: String(response.headers.client),
    uid: String(response.headers.uid),
  });
  const customer = async (): Promise<{ user: CreatedUser; session: SessionHeaders; mobile: string }> => {
    const mobile = freshMobile();
    const user = await createUser(t.db, { role: 'customer', email: freshEmail('homeowner'), mobileNumber: mobile });
    return { user, session: await signIn(t.app, user), mobile };
  };

  it('signs a customer up as /hire does: the texted code validates it and the session reaches its projects', async () => {
    const mobile = freshMobile();
    const email = freshEmail('new-homeowner');
    const started = await post('/v1/customers/signup', {
      name: 'Harper Homeowner',
      email,
      mobile_number: mobile,
      password: TEST_PASSWORD,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { confirmation_token } = started.json().data;
    const first = await lastCode('sms', mobile);
    expect(started.body).not.toContain(first);
    // Resend OTP (after its 30-second pause): a new code, and only the new one works.
    await ageCodes(t.db, mobile, 31);
    const resent = await get(`/resend_otp?confirmation_token=${encodeURIComponent(confirmation_token)}`);
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await lastCode('sms', mobile);
    if (first !== second) {
      expectErrorEnvelope(await post('/validate_user', { confirmation_token, otp: first }), 422);
    }
    const validated = await post('/validate_user', { confirmation_token, otp: second });
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json()).toMatchObject({
      signup_status: 'completed',
      data: { email, user_type: 1, provider_id: null, mobile_number: mobile },
    });
    const session = sessionOf(validated);
    const projects = await get('/v2/customers/projects', session);
    expect(projects.statusCode, projects.body).toBe(200);
    const profile = await get('/v2/customers/profile', session);
    expect(profile.json().data.customer).toMatchObject({ name: 'Harper Homeowner', email, mobile_number: mobile });
    // The customer login takes the password too; the pro login names the customer's door.
    expect((await post('/auth/sign_in.json', { email, password: TEST_PASSWORD, user_type: 1 })).statusCode).toBe(200);
    expect((await post('/auth/sign_in.json', { email, password: TEST_PASSWORD, user_type: 2 })).statusCode).toBe(403);
  });

  it('resets a forgotten customer password with user_type 1, ending its sessions', async () => {
    const { user, session } = await customer();
    // The pro's forgot-password for a customer's e-mail answers alike and sends nothing.
    const before = (await outbox()).length;
    const asPro = await post('/password_update_request', { email: user.email, user_type: 2 });
    expect(asPro.statusCode, asPro.body).toBe(200);
    expect((await outbox()).length).toBe(before);
    // (It still wrote an unusable code row, so the 30-second pause answers alike too: let it pass.)
    await ageCodes(t.db, user.email, 31);

    const asked = await post('/password_update_request', { email: user.email, user_type: 1 });
    expect(asked.statusCode, asked.body).toBe(200);
    const code = await lastCode('email', user.email);
    const verified = await post('/validate_password_otp', { email: user.email, otp: code });
    expect(verified.statusCode, verified.body).toBe(200);
    const grant = String(verified.headers['set-cookie']).split(';')[0];
    const newPassword = 'New-home-pass-7';
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/update_user_password',
      payload: { email: user.email, password: newPassword },
      headers: { cookie: grant },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await get('/v2/customers/profile', session)).statusCode).toBe(401);
    expectErrorEnvelope(
      await post('/auth/sign_in.json', { email: user.email, password: TEST_PASSWORD, user_type: 1 }),
      401,
      apiMessages.invalidCredentials,
    );
    const signedIn = await post('/auth/sign_in.json', { email: user.email, password: newPassword, user_type: 1 });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data).toMatchObject({ id: user.id, user_type: 1 });
  });

  it("changes a customer's e-mail with a code sent to the new address; the session follows the new uid", async () => {
    const { user, session } = await customer();
    const newEmail = freshEmail('moved-homeowner');
    const asked = await post('/email_update_request.json', { email: newEmail }, session);
    expect(asked.statusCode, asked.body).toBe(200);
    const code = await lastCode('email', newEmail);
    const changed = await post('/email_update', { email: newEmail, otp: code }, session);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ id: user.id, email: newEmail, user_type: 1 });
    expect(changed.headers.uid).toBe(newEmail);
    const profile = await get('/v2/customers/profile', { ...session, uid: newEmail });
    expect(profile.json().data.customer.email).toBe(newEmail);
    const signedIn = await post('/auth/sign_in.json', { email: newEmail, password: TEST_PASSWORD, user_type: 1 });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it("changes a customer's mobile with a texted code; another customer's number is refused, a pro's is not", async () => {
    const { user, session } = await customer();
    const other = await customer();
    expectErrorEnvelope(
      await post('/mobilenumber_update_request', { mobile_number: other.mobile }, session),
      422,
      accountMessages.mobileTaken,
    );
    // Roles keep their own numbers: a provider's number may be a customer's too.
    const proMobile = freshMobile();
    await createUser(t.db, { role: 'provider', email: freshEmail('pro'), mobileNumber: proMobile });
    const asked = await post('/mobilenumber_update_request', { mobile_number: proMobile }, session);
    expect(asked.statusCode, asked.body).toBe(200);
    const code = await lastCode('sms', proMobile);
    const changed = await post('/mobilenumber_update', { mobile_number: proMobile, otp: code }, session);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ id: user.id, mobile_number: proMobile, user_type: 1 });
    expect((await get('/v2/customers/profile', session)).json().data.customer.mobile_number).toBe(proMobile);
  });
});
