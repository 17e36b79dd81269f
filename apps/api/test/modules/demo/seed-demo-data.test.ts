import { apiMessages } from '@homebid/contracts/messages';
import { providers, users } from '@homebid/db/schema';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROVIDER } from '../../../src/modules/demo/seed-demo-data';
import { type App, buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';

const signInDemo = (app: App) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign_in.json',
    payload: { email: DEMO_PROVIDER.email, password: DEMO_PROVIDER.password, user_type: 2 },
  });

describe.each(dialects())('the demo data on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { DEMO: '1' } });
  });
  afterAll(() => t?.close());

  const demoCounts = async (db: TestApp['db']) => {
    const [userRow] = await db
      .select({ n: count() })
      .from(users)
      .where(eq(sql`lower(${users.email})`, DEMO_PROVIDER.email.toLowerCase()));
    const [providerRow] = await db
      .select({ n: count() })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.userId))
      .where(eq(sql`lower(${users.email})`, DEMO_PROVIDER.email.toLowerCase()));
    return { users: Number(userRow.n), providers: Number(providerRow.n) };
  };

  it('lets the demo provider sign in with DEMO=1', async () => {
    const response = await signInDemo(t.app);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      signup_status: 'completed',
      data: {
        name: DEMO_PROVIDER.name,
        email: DEMO_PROVIDER.email,
        user_type: 2,
        provider_id: expect.any(Number),
        mobile_number: DEMO_PROVIDER.mobileNumber,
      },
    });
  });

  it('does not duplicate the demo provider when the app starts again on the same database', async () => {
    const again = await buildTestApp({ dialect, database: t.database, env: { DEMO: '1' } });
    try {
      expect(await demoCounts(t.db)).toEqual({ users: 1, providers: 1 });
      expect((await signInDemo(again.app)).statusCode).toBe(200);
    } finally {
      await again.close();
    }
    // Closing the second app leaves the first one's database open.
    expect((await signInDemo(t.app)).statusCode).toBe(200);
  });

  it('creates the demo provider once when two processes start on an empty database at the same moment', async () => {
    const empty = await buildTestApp({ dialect });
    try {
      expect(await demoCounts(empty.db)).toEqual({ users: 0, providers: 0 });
      const both = await Promise.all([
        buildTestApp({ dialect, database: empty.database, env: { DEMO: '1' } }),
        buildTestApp({ dialect, database: empty.database, env: { DEMO: '1' } }),
      ]);
      try {
        expect(await demoCounts(empty.db)).toEqual({ users: 1, providers: 1 });
        for (const started of both) expect((await signInDemo(started.app)).statusCode).toBe(200);
      } finally {
        await Promise.all(both.map((started) => started.close()));
      }
    } finally {
      await empty.close();
    }
  });

  it('creates no demo account with DEMO=0', async () => {
    const plain = await buildTestApp({ dialect, env: { DEMO: '0' } });
    try {
      expect(await demoCounts(plain.db)).toEqual({ users: 0, providers: 0 });
      expectErrorEnvelope(await signInDemo(plain.app), 401, apiMessages.invalidCredentials);
    } finally {
      await plain.close();
    }
  });
});
