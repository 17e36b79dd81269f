import { accountMessages } from '@homebid/contracts/accounts';
import { validationMessages } from '@homebid/contracts/messages';
import { users } from '@homebid/db/schema';
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
import { type CreatedUser, createUser, type SessionHeaders, signIn } from '../../helpers/users';
import { ageCodes, expireCodes, freshEmail, freshMobile, wrongCode } from './support';

describe.each(dialects())('e-mail and mobile changes on %s', (dialect) => {
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

  const post = (url: string, payload: object, headers?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  const signedInProvider = async (): Promise<{ user: CreatedUser; session: SessionHeaders; mobile: string }> => {
    const mobile = freshMobile();
    const user = await createUser(t.db, {
      role: 'provider',
      email: freshEmail('mover'),
      mobileNumber: mobile,
      name: 'Max Mover',
    });
    return { user, session: await signIn(t.app, user), mobile };
  };

  describe('POST /api/email_update_request.json and /api/email_update', () => {
    it('sends a code to the NEW e-mail; the code changes the e-mail, and the uid header follows', async () => {
      const { user, session } = await signedInProvider();
      const newEmail = freshEmail('new-address');
      const request = await post('/email_update_request.json', { email: newEmail }, session);
      expect(request.statusCode, request.body).toBe(200);
      expect(request.json()).toEqual({ code: 200, message: accountMessages.otpSent, data: { email: newEmail } });
      expect(smtp.mailsTo(user.email)).toHaveLength(0);
      const [mail] = smtp.mailsTo(newEmail);
      expect(mail.subject).toBe('Confirm your new HomeBid email');
      const code = codeIn(mail.text);
      expect(request.body).not.toContain(code);

      expectErrorEnvelope(
        await post('/email_update', { email: newEmail, otp: wrongCode(code) }, session),
        422,
        accountMessages.otpInvalid,
      );
      const confirm = await post('/email_update', { email: newEmail, otp: code }, session);
      expect(confirm.statusCode, confirm.body).toBe(200);
      expect(confirm.json()).toEqual({
        code: 200,
        message: accountMessages.emailUpdated,
        data: expect.objectContaining({ id: user.id, email: newEmail }),
      });
      expect(confirm.headers.uid).toBe(newEmail);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row.email).toBe(newEmail);
      // The same device goes on with the new uid; the old uid no longer matches.
      const withNewUid = await t.app.inject({
        method: 'GET',
        url: PROBE.anyUser,
        headers: { ...session, uid: newEmail },
      });
      expect(withNewUid.statusCode).toBe(200);
      const withOldUid = await t.app.inject({ method: 'GET', url: PROBE.anyUser, headers: session });
      expect(withOldUid.statusCode).toBe(401);
      // Single use.
      const again = await post('/email_update', { email: newEmail, otp: code }, { ...session, uid: newEmail });
      expectErrorEnvelope(again, 422, accountMessages.otpInvalid);
    });

    it("refuses an e-mail of another account, the account's own e-mail, and a bad e-mail", async () => {
      const { user, session } = await signedInProvider();
      const other = await createUser(t.db, {
        role: 'customer',
        email: freshEmail('other'),
        mobileNumber: freshMobile(),
      });
      expectErrorEnvelope(
        await post('/email_update_request.json', { email: other.email }, session),
        422,
        accountMessages.emailTaken,
      );
      expectErrorEnvelope(
        await post('/email_update_request.json', { email: user.email.toUpperCase() }, session),
        422,
        accountMessages.emailUnchanged,
      );
      expectErrorEnvelope(
        await post('/email_update_request.json', { email: 'x@y' }, session),
        422,
        validationMessages.emailInvalid,
      );
      expect(smtp.mailsTo(other.email)).toHaveLength(0);
    });

    it("does not accept a code sent for another user's change", async () => {
      const first = await signedInProvider();
      const second = await signedInProvider();
      const target = freshEmail('contested');
      expect((await post('/email_update_request.json', { email: target }, first.session)).statusCode).toBe(200);
      const code = codeIn(smtp.mailsTo(target).at(-1)?.text ?? '');
      expectErrorEnvelope(
        await post('/email_update', { email: target, otp: code }, second.session),
        422,
        accountMessages.otpInvalid,
      );
    });

    it('refuses the change when the e-mail was taken meanwhile', async () => {
      const { session } = await signedInProvider();
      const target = freshEmail('race');
      await post('/email_update_request.json', { email: target }, session);
      const code = codeIn(smtp.mailsTo(target).at(-1)?.text ?? '');
      await createUser(t.db, { role: 'provider', email: target, mobileNumber: freshMobile() });
      expectErrorEnvelope(
        await post('/email_update', { email: target, otp: code }, session),
        422,
        accountMessages.emailTaken,
      );
    });

    it('needs a session and validates the OTP with the spec text', async () => {
      expect((await post('/email_update_request.json', { email: freshEmail() })).statusCode).toBe(401);
      expect((await post('/email_update', { email: freshEmail(), otp: '123456' })).statusCode).toBe(401);
      const { session } = await signedInProvider();
      expectErrorEnvelope(
        await post('/email_update', { email: freshEmail(), otp: '12' }, session),
        422,
        validationMessages.changeOtpInvalid,
      );
    });
  });

  describe('POST /api/mobilenumber_update_request and /api/mobilenumber_update', () => {
    it('texts a code to the NEW number; resend waits 30 s; the newest code changes the number', async () => {
      const { user, session, mobile } = await signedInProvider();
      const newMobile = freshMobile();
      const request = await post('/mobilenumber_update_request', { mobile_number: newMobile }, session);
      expect(request.statusCode, request.body).toBe(200);
      expect(request.json()).toEqual({
        code: 200,
        message: accountMessages.otpSent,
        data: { mobile_number: newMobile },
      });
      expect(sms.textsTo(mobile)).toHaveLength(0);
      const first = codeIn(sms.textsTo(newMobile)[0].body);
      expect(request.body).not.toContain(first);

      const resend = await post('/mobilenumber_update_request', { mobile_number: newMobile }, session);
      expectErrorEnvelope(resend, 429, accountMessages.otpResendTooSoon);
      await ageCodes(t.db, newMobile, 31);
      expect((await post('/mobilenumber_update_request', { mobile_number: newMobile }, session)).statusCode).toBe(200);
      const second = codeIn(sms.textsTo(newMobile)[1].body);
      if (second !== first) {
        const stale = await post('/mobilenumber_update', { mobile_number: newMobile, otp: first }, session);
        expectErrorEnvelope(stale, 422, accountMessages.otpInvalid);
      }
      const confirm = await post('/mobilenumber_update', { mobile_number: newMobile, otp: second }, session);
      expect(confirm.statusCode, confirm.body).toBe(200);
      expect(confirm.json()).toEqual({
        code: 200,
        message: accountMessages.mobileUpdated,
        data: expect.objectContaining({ id: user.id, mobile_number: newMobile }),
      });
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row.mobileNumber).toBe(newMobile);
    });

    it('refuses an expired code and a code for another number', async () => {
      const { session } = await signedInProvider();
      const newMobile = freshMobile();
      await post('/mobilenumber_update_request', { mobile_number: newMobile }, session);
      const code = codeIn(sms.textsTo(newMobile).at(-1)?.body ?? '');
      const otherNumber = await post('/mobilenumber_update', { mobile_number: freshMobile(), otp: code }, session);
      expectErrorEnvelope(otherNumber, 422, accountMessages.otpInvalid);
      await expireCodes(t.db, newMobile);
      expectErrorEnvelope(
        await post('/mobilenumber_update', { mobile_number: newMobile, otp: code }, session),
        422,
        accountMessages.otpInvalid,
      );
    });

    it("refuses another provider's number, the account's own number, and a malformed one", async () => {
      const { session, mobile } = await signedInProvider();
      const other = await signedInProvider();
      expectErrorEnvelope(
        await post('/mobilenumber_update_request', { mobile_number: other.mobile }, session),
        422,
        accountMessages.mobileTaken,
      );
      expectErrorEnvelope(
        await post('/mobilenumber_update_request', { mobile_number: mobile }, session),
        422,
        accountMessages.mobileUnchanged,
      );
      expectErrorEnvelope(
        await post('/mobilenumber_update_request', { mobile_number: '12345' }, session),
        422,
        validationMessages.mobileInvalid,
      );
      expect(sms.textsTo(other.mobile)).toHaveLength(0);
    });

    it('needs a session', async () => {
      expect((await post('/mobilenumber_update_request', { mobile_number: freshMobile() })).statusCode).toBe(401);
      expect((await post('/mobilenumber_update', { mobile_number: freshMobile(), otp: '123456' })).statusCode).toBe(
        401,
      );
    });
  });
});
