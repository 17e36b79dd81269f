import { accountMessages } from '@homebid/contracts/accounts';
import { users } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../helpers/build-test-app';
import { expectErrorEnvelope } from '../helpers/expect-envelope';
import { codeIn, RELAXED_LIMITS, startTestSmsGateway, type TestSmsGateway } from '../helpers/messaging';
import { createUser, signIn } from '../helpers/users';

/**
 * Two accounts of one role confirming the same mobile number at the same moment: both pass the
 * "is it taken?" check, and the unique index stops the second. It must still answer the spec's
 * 422 mobileTaken, never a 500. On PostgreSQL the race is staged exactly: another transaction
 * takes the number and holds it uncommitted while the request runs, so the request's check sees
 * it free and its UPDATE waits on the index, then fails when the other commits. PGlite has one
 * connection, so there the other account takes the number first and the check answers.
 */
describe.each(dialects())('a mobile number taken by a concurrent request on %s', (dialect) => {
  let t: TestApp;
  let sms: TestSmsGateway;
  let mobileCounter = 0;
  const freshMobile = () => `415777${String(++mobileCounter).padStart(4, '0')}`;

  beforeAll(async () => {
    sms = await startTestSmsGateway();
    t = await buildTestApp({ dialect, env: { ...RELAXED_LIMITS, SMS_WEBHOOK_URL: sms.url } });
  });
  afterAll(async () => {
    await t?.close();
    await sms?.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  const lastCodeTo = (mobile: string) => codeIn(sms.textsTo(mobile).at(-1)?.body ?? '');

  /** Gives `mobile` to another confirmed provider while `request` runs (see above); answers the request's reply. */
  async function whileAnotherTakes(mobile: string, request: () => ReturnType<typeof post>) {
    const rival = await createUser(t.db, { role: 'provider' });
    if (!t.database.url) {
      await t.db.update(users).set({ mobileNumber: mobile }).where(eq(users.id, rival.id));
      return request();
    }
    const other = new pg.Client({ connectionString: t.database.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('update users set mobile_number = $1 where id = $2', [mobile, rival.id]);
      const reply = request();
      // Wait until the request's UPDATE waits on our uncommitted index entry, then commit.
      for (let i = 0; ; i++) {
        const { rows } = await other.query(
          `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
           where not l.granted and a.datname = current_database()`,
        );
        if (rows[0].n > 0) break;
        if (i > 200) throw new Error('the request never waited on the unique index');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await other.query('commit');
      return await reply;
    } finally {
      await other.end();
    }
  }

  it('answers 422 mobileTaken when confirming a registration', async () => {
    const mobile = freshMobile();
    const started = await post('/v1/providers/signup/basic-info', {
      sign_up: {
        name: 'Riley Racer',
        email: `racer.${dialect}@example.com`,
        mobile_number: mobile,
        password: 'Roofing-2026',
        password_confirmation: 'Roofing-2026',
        user_type: 2,
      },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { confirmation_token, user_id } = started.json().data;

    const reply = await whileAnotherTakes(mobile, () =>
      post('/validate_user', { confirmation_token, otp: lastCodeTo(mobile) }),
    );
    expectErrorEnvelope(reply, 422, accountMessages.mobileTaken);
    const [row] = await t.db.select().from(users).where(eq(users.id, user_id));
    expect(row.confirmedAt).toBeNull();
  });

  it('answers 422 mobileTaken when confirming a mobile change', async () => {
    const user = await createUser(t.db, { role: 'provider' });
    const session = await signIn(t.app, user);
    const mobile = freshMobile();
    const requested = await post('/mobilenumber_update_request', { mobile_number: mobile }, session);
    expect(requested.statusCode, requested.body).toBe(200);

    const reply = await whileAnotherTakes(mobile, () =>
      post('/mobilenumber_update', { mobile_number: mobile, otp: lastCodeTo(mobile) }, session),
    );
    expectErrorEnvelope(reply, 422, accountMessages.mobileTaken);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.mobileNumber).not.toBe(mobile);
  });
});
