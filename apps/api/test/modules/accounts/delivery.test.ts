import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { accountMessages } from '@homebid/contracts/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import {
  codeIn,
  RELAXED_LIMITS,
  startTestSmsGateway,
  startTestSmtpServer,
  startTestTwilio,
  type TestSmsGateway,
  type TestSmtpServer,
} from '../../helpers/messaging';
import { createUser } from '../../helpers/users';
import { codeRows, freshEmail, freshMobile } from './support';

interface OutboxLine {
  channel: string;
  to: string;
  subject?: string;
  text: string;
  at: string;
}

describe.each(dialects())('delivery of codes on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    // Neither SMTP_URL nor SMS_WEBHOOK_URL nor Twilio: everything goes to the outbox.
    t = await buildTestApp({ dialect, env: RELAXED_LIMITS });
  });
  afterAll(() => t?.close());

  const post = (app: TestApp['app'], url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api${url}`, payload });
  const readOutbox = async (app: TestApp): Promise<OutboxLine[]> => {
    const content = await readFile(join(app.env.DATA_DIR, 'outbox.jsonl'), 'utf8').catch(() => '');
    return content
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  };

  describe('the outbox (no SMTP server, no SMS gateway)', () => {
    it('appends one JSON line per e-mail and SMS to DATA_DIR/outbox.jsonl; the answer has no code', async () => {
      const mobile = freshMobile();
      const user = await createUser(t.db, { role: 'provider', email: freshEmail('outbox'), mobileNumber: mobile });
      expect(t.app.mailer.transport).toBe('outbox');
      expect(t.app.sms.transport).toBe('outbox');
      const response = await post(t.app, '/web_login_with_email', { email: user.email });
      expect(response.statusCode, response.body).toBe(200);
      const lines = await readOutbox(t);
      const email = lines.find((l) => l.channel === 'email' && l.to === user.email);
      const text = lines.find((l) => l.channel === 'sms' && l.to === mobile);
      expect(email).toEqual({
        channel: 'email',
        to: user.email,
        subject: 'Your HomeBid login code',
        text: expect.stringContaining('HomeBid'),
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      const code = codeIn(email?.text ?? '');
      expect(text).toEqual({
        channel: 'sms',
        to: mobile,
        text: `HomeBid: your code is ${code}. It expires in 10 minutes.`,
        at: expect.any(String),
      });
      expect(response.body).not.toContain(code);
      // The code from the outbox works.
      const signIn = await post(t.app, '/web_login_with_otp', { email: user.email, otp: code });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.body).not.toContain(code);
    });

    it('writes the registration SMS there too', async () => {
      const mobile = freshMobile();
      const response = await post(t.app, '/v1/providers/signup/basic-info', {
        sign_up: {
          name: 'Otto Outbox',
          email: freshEmail('outbox-register'),
          mobile_number: mobile,
          password: 'Outbox-pass-1',
          password_confirmation: 'Outbox-pass-1',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const lines = (await readOutbox(t)).filter((l) => l.to === mobile);
      expect(lines).toHaveLength(1);
      expect(lines[0].text).toMatch(/^HomeBid: your code is \d{6}\. It expires in 10 minutes\.$/);
      expect(response.body).not.toContain(codeIn(lines[0].text));
    });
  });

  describe('the Twilio adapter', () => {
    it("calls Twilio's Messages API with basic auth and the E.164 number", async () => {
      const twilio = await startTestTwilio();
      const app = await buildTestApp({
        dialect,
        database: t.database,
        env: {
          ...RELAXED_LIMITS,
          TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
          TWILIO_AUTH_TOKEN: 'twilio-secret-token',
          TWILIO_FROM: '+15005550006',
          TWILIO_API_URL: twilio.url,
        },
      });
      try {
        expect(app.app.sms.transport).toBe('twilio');
        const mobile = freshMobile();
        const response = await post(app.app, '/v1/customers/signup', {
          name: 'Tina Twilio',
          email: freshEmail('twilio'),
          mobile_number: mobile,
          password: 'Twilio-pass-1',
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(twilio.received).toHaveLength(1);
        const [request] = twilio.received;
        expect(request.path).toBe('/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json');
        expect(request.contentType).toBe('application/x-www-form-urlencoded');
        const expectedAuth = Buffer.from('AC0123456789abcdef0123456789abcdef:twilio-secret-token').toString('base64');
        expect(request.authorization).toBe(`Basic ${expectedAuth}`);
        expect(request.form.To).toBe(`+1${mobile}`);
        expect(request.form.From).toBe('+15005550006');
        const code = codeIn(request.form.Body);
        expect(request.form.Body).toBe(`HomeBid: your code is ${code}. It expires in 10 minutes.`);
        expect(response.body).not.toContain(code);

        // Twilio refusing the message: 503 with a plain message, and the code is dropped.
        twilio.status = 400;
        const refusedMobile = freshMobile();
        const refused = await post(app.app, '/v1/customers/signup', {
          name: 'Tina Twilio',
          email: freshEmail('twilio-refused'),
          mobile_number: refusedMobile,
          password: 'Twilio-pass-1',
        });
        expectErrorEnvelope(refused, 503, accountMessages.smsDeliveryFailed);
        expect(await codeRows(app.db, refusedMobile)).toEqual([]);
      } finally {
        await app.close();
        await twilio.close();
      }
    });

    it('refuses to start with only some of the Twilio settings', async () => {
      await expect(
        buildTestApp({
          dialect,
          database: t.database,
          env: { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_FROM: '+15005550006' },
        }),
      ).rejects.toThrow(/TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM/);
    });
  });

  describe('delivery failures', () => {
    let smtp: TestSmtpServer;
    let sms: TestSmsGateway;
    let app: TestApp;

    beforeAll(async () => {
      smtp = await startTestSmtpServer();
      sms = await startTestSmsGateway();
      app = await buildTestApp({
        dialect,
        database: t.database,
        env: { ...RELAXED_LIMITS, SMTP_URL: smtp.url, SMS_WEBHOOK_URL: sms.url },
      });
    });
    afterAll(async () => {
      await app?.close();
      await smtp?.close();
      await sms?.close();
    });

    it('answers 503 emailDeliveryFailed when the SMTP server refuses, and a retry right away works', async () => {
      const user = await createUser(t.db, {
        role: 'provider',
        email: freshEmail('smtp-down'),
        mobileNumber: freshMobile(),
      });
      smtp.isRefusing = true;
      try {
        const response = await post(app.app, '/password_update_request', { email: user.email });
        expectErrorEnvelope(response, 503, accountMessages.emailDeliveryFailed);
        expect(await codeRows(app.db, user.email)).toEqual([]);
      } finally {
        smtp.isRefusing = false;
      }
      const retry = await post(app.app, '/password_update_request', { email: user.email });
      expect(retry.statusCode, retry.body).toBe(200);
      expect(smtp.mailsTo(user.email)).toHaveLength(1);
    });

    it('answers 503 smsDeliveryFailed when the SMS gateway fails', async () => {
      sms.status = 500;
      const mobile = freshMobile();
      try {
        const response = await post(app.app, '/v1/providers/signup/basic-info', {
          sign_up: {
            name: 'Sam Sms',
            email: freshEmail('sms-down'),
            mobile_number: mobile,
            password: 'Sms-pass-12',
            password_confirmation: 'Sms-pass-12',
          },
        });
        expectErrorEnvelope(response, 503, accountMessages.smsDeliveryFailed);
      } finally {
        sms.status = 200;
      }
      expect(await codeRows(app.db, mobile)).toEqual([]);
    });

    it('still succeeds when one of the two login channels works', async () => {
      const mobile = freshMobile();
      const user = await createUser(t.db, { role: 'provider', email: freshEmail('half'), mobileNumber: mobile });
      sms.status = 500;
      try {
        const response = await post(app.app, '/web_login_with_email', { email: user.email });
        expect(response.statusCode, response.body).toBe(200);
      } finally {
        sms.status = 200;
      }
      const code = codeIn(smtp.mailsTo(user.email).at(-1)?.text ?? '');
      expect((await post(app.app, '/web_login_with_otp', { email: user.email, otp: code })).statusCode).toBe(200);
    });

    it('answers 503 when the SMTP server cannot be reached at all', async () => {
      const unreachable = await buildTestApp({
        dialect,
        database: t.database,
        env: { ...RELAXED_LIMITS, SMTP_URL: 'smtp://127.0.0.1:1', SMS_WEBHOOK_URL: 'http://127.0.0.1:1/sms' },
      });
      try {
        const user = await createUser(t.db, {
          role: 'provider',
          email: freshEmail('nowhere'),
          mobileNumber: freshMobile(),
        });
        const response = await post(unreachable.app, '/web_login_with_email', { email: user.email });
        expectErrorEnvelope(response, 503, accountMessages.emailDeliveryFailed);
      } finally {
        await unreachable.close();
      }
    });
  });
});
