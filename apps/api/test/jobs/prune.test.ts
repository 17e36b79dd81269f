import { authTokens, oneTimeCodes } from '@homebid/db/schema';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneAuthTokens } from '../../src/jobs/prune-auth-tokens';
import { CODE_RETENTION_MS, pruneOneTimeCodes } from '../../src/jobs/prune-one-time-codes';
import { buildTestApp, dialects, type TestApp } from '../helpers/build-test-app';
import { type CreatedUser, createUser, signIn } from '../helpers/users';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(dialects())('the prune jobs on %s', (dialect) => {
  let t: TestApp;
  let user: CreatedUser;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    user = await createUser(t.db, { role: 'provider' });
  });
  afterAll(() => t?.close());

  it('prune-auth-tokens deletes expired sessions and keeps live ones working', async () => {
    const session = await signIn(t.app, user);
    const ago = (ms: number) => new Date(Date.now() - ms);
    const expired = await t.db
      .insert(authTokens)
      .values([
        { userId: user.id, client: `gone-1-${dialect}`, tokenHash: 'a'.repeat(64), expiresAt: ago(MINUTE) },
        { userId: user.id, client: `gone-2-${dialect}`, tokenHash: 'b'.repeat(64), expiresAt: ago(30 * DAY) },
      ])
      .returning({ id: authTokens.id });

    expect(await pruneAuthTokens({ db: t.db })).toBeGreaterThanOrEqual(2);

    const left = await t.db
      .select({ client: authTokens.client })
      .from(authTokens)
      .where(eq(authTokens.userId, user.id));
    expect(left.map((row) => row.client)).toEqual([session.client]);
    expect(
      await t.db
        .select()
        .from(authTokens)
        .where(
          inArray(
            authTokens.id,
            expired.map((row) => row.id),
          ),
        ),
    ).toEqual([]);
    const me = await t.app.inject({ method: 'GET', url: '/api/user_profile.json', headers: session });
    expect(me.statusCode, me.body).toBe(200);
  });

  it('prune-one-time-codes deletes codes spent or expired over a day ago, and nothing still of use', async () => {
    const now = new Date();
    const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
    const code = (label: string, values: Partial<typeof oneTimeCodes.$inferInsert>) => ({
      purpose: 'login',
      target: `${label}.${dialect}@example.com`,
      codeHash: 'h',
      userId: user.id,
      createdAt: at(-2 * DAY - 10 * MINUTE),
      expiresAt: at(-2 * DAY),
      ...values,
    });
    const rows = await t.db
      .insert(oneTimeCodes)
      .values([
        code('expired-long-ago', {}),
        code('spent-long-ago', { consumedAt: at(-2 * DAY - 5 * MINUTE) }),
        code('verified-reset-long-ago', { purpose: 'password_reset', verifiedAt: at(-2 * DAY - 5 * MINUTE) }),
        code('live', { createdAt: at(-MINUTE), expiresAt: at(9 * MINUTE) }),
        code('expired-just-now', { createdAt: at(-11 * MINUTE), expiresAt: at(-MINUTE) }),
        code('spent-just-now', { createdAt: at(-2 * MINUTE), expiresAt: at(8 * MINUTE), consumedAt: at(-MINUTE) }),
        code('verified-reset-just-now', {
          purpose: 'password_reset',
          createdAt: at(-3 * MINUTE),
          expiresAt: at(7 * MINUTE),
          verifiedAt: at(-MINUTE),
        }),
      ])
      .returning({ id: oneTimeCodes.id, target: oneTimeCodes.target });

    const removed = await pruneOneTimeCodes({ db: t.db, otp: t.app.config.otp, now });
    expect(removed).toBeGreaterThanOrEqual(3);

    const left = await t.db
      .select({ target: oneTimeCodes.target })
      .from(oneTimeCodes)
      .where(
        inArray(
          oneTimeCodes.id,
          rows.map((row) => row.id),
        ),
      );
    expect(left.map((row) => row.target.split('.')[0]).sort()).toEqual([
      'expired-just-now',
      'live',
      'spent-just-now',
      'verified-reset-just-now',
    ]);
  });

  it('prune-one-time-codes keeps a dead code for as long as the settings may still read it', async () => {
    const now = new Date();
    const target = `long-ttl.${dialect}@example.com`;
    // With codes valid for two days, a code expired 1.5 days ago is past the day of retention,
    // but a reset verified just before it expired could still be finishing: it stays.
    await t.db.insert(oneTimeCodes).values({
      purpose: 'password_reset',
      target,
      codeHash: 'h',
      createdAt: new Date(now.getTime() - 3.5 * DAY),
      expiresAt: new Date(now.getTime() - 1.5 * DAY),
      verifiedAt: new Date(now.getTime() - 1.5 * DAY - MINUTE),
    });
    const otp = { ...t.app.config.otp, ttlMinutes: (2 * DAY) / MINUTE };
    expect(CODE_RETENTION_MS).toBe(DAY);
    await pruneOneTimeCodes({ db: t.db, otp, now });
    expect(await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, target))).toHaveLength(1);
    await pruneOneTimeCodes({ db: t.db, otp, now: new Date(now.getTime() + DAY) });
    expect(await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, target))).toHaveLength(0);
  });
});
