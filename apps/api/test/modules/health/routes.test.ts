import { apiMessages } from '@homebid/contracts/messages';
import { rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';

describe.each(dialects())('GET /api/health on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t?.close());

  it('answers 200 {status: ok} while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 in the error envelope once the database is gone', async () => {
    const broken = await buildTestApp({ dialect });
    try {
      expect((await broken.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await broken.closeDatabase();
      const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expectErrorEnvelope(response, 503, apiMessages.databaseDown);
      // The process still answers other calls that need no database.
      const again = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(again.statusCode).toBe(503);
      expect((await broken.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
    // The first app, on its own database, is unaffected.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  // PostgreSQL only: PGlite runs in the process and has no connections to lose.
  if (dialect !== 'postgres') return;
  it('survives the server ending its idle connections (restart, failover)', async () => {
    // Open a few pooled connections, which then sit idle.
    await Promise.all([1, 2, 3].map(() => t.database.db.execute(sql`select pg_sleep(0.05)`)));
    const found = await rows<{ ended: number }>(
      t.db,
      sql`select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );
    expect(found[0].ended).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/service_list' })).statusCode).toBe(200);
  });
});
