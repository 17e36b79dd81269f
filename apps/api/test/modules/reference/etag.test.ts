import { rows } from '@homebid/db/client';
import { referrals } from '@homebid/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReferenceCache, readMigrationVersion } from '../../../src/modules/reference/service';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';

const LISTS = ['/api/service_list', '/api/referral_list'] as const;

describe.each(dialects())('reference lists from memory with an ETag on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  /** Records a migration newer than every applied one, as a deploy's new migration would. */
  const recordNewMigration = async () => {
    const [{ latest }] = await rows<{ latest: string }>(
      t.db,
      sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`,
    );
    await t.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${`test-${dialect}`}, ${String(BigInt(latest) + BigInt(1))}::bigint)`,
    );
  };

  it.each(LISTS)('GET %s answers 200 with an ETag, and 304 without a body for that ETag', async (url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"\d+-[\w-]{16}"$/);
    expect(first.json()).toMatchObject({ code: 200, data: expect.any(Array) });

    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');

    // The strong form, a list naming it and `*` match as well (weak comparison).
    for (const header of [etag.slice(2), `"other", ${etag}`, '*']) {
      expect((await get(url, { 'if-none-match': header })).statusCode, header).toBe(304);
    }
    // Another tag gets the whole answer, the same bytes as the first time.
    const other = await get(url, { 'if-none-match': 'W/"0-AAAAAAAAAAAAAAAA"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
    expect(other.headers.etag).toBe(etag);
  });

  it('gives the two lists different ETags', async () => {
    const [services, sources] = await Promise.all(LISTS.map((url) => get(url)));
    expect(services.headers.etag).not.toBe(sources.headers.etag);
  });

  it('derives the ETag from the applied migration version, and the bytes', async () => {
    const version = await readMigrationVersion(t.db);
    const [createdAt] = version.split('.');
    const [{ latest }] = await rows<{ latest: string }>(
      t.db,
      sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`,
    );
    expect(createdAt).toBe(latest);
    expect(String((await get('/api/service_list')).headers.etag)).toMatch(new RegExp(`^W/"${createdAt}-`));
  });

  it('serves the lists from memory, and a new migration revalidates them', async () => {
    const cache = createReferenceCache(t.db, { recheckMs: 60_000 });
    const before = await cache.snapshot();
    const beforeRoute = await get('/api/referral_list');
    const [source] = await t.db.select().from(referrals).orderBy(referrals.position).limit(1);
    await t.db
      .update(referrals)
      .set({ name: `${source.name} (renamed)` })
      .where(eq(referrals.id, source.id));
    try {
      // Without a new migration the answer stays the one in memory, even after a revalidation.
      expect(await cache.snapshot()).toBe(before);
      expect(await cache.revalidate()).toBe(before);
      const cached = await get('/api/referral_list');
      expect(cached.body).toBe(beforeRoute.body);
      expect(cached.headers.etag).toBe(beforeRoute.headers.etag);

      await recordNewMigration();
      const after = await cache.revalidate();
      expect(after.migration).not.toBe(before.migration);
      expect(after.referralList.etag).not.toBe(before.referralList.etag);
      expect(JSON.parse(after.referralList.body).data).toContainEqual({
        id: source.id,
        name: `${source.name} (renamed)`,
      });
      expect(await cache.snapshot()).toBe(after);

      // A process started after the migration answers the new list; the old ETag no longer matches.
      const next = await buildTestApp({ dialect, database: t.database });
      try {
        const fresh = await next.app.inject({
          method: 'GET',
          url: '/api/referral_list',
          headers: { 'if-none-match': String(beforeRoute.headers.etag) },
        });
        expect(fresh.statusCode).toBe(200);
        expect(fresh.headers.etag).toBe(after.referralList.etag);
        expect(fresh.body).toBe(after.referralList.body);
      } finally {
        await next.close();
      }
    } finally {
      await t.db.update(referrals).set({ name: source.name }).where(eq(referrals.id, source.id));
    }
  });

  it('checks the migration version in the background once the recheck interval has passed', async () => {
    let clock = 0;
    const cache = createReferenceCache(t.db, { recheckMs: 1000, now: () => clock });
    const first = await cache.snapshot();
    await recordNewMigration();
    clock = 500;
    expect(await cache.snapshot()).toBe(first);
    clock = 1500;
    // This call still answers what is in memory and starts the check; the next ones see the reload.
    expect(await cache.snapshot()).toBe(first);
    await expect.poll(async () => (await cache.snapshot()).migration, { timeout: 5000 }).not.toBe(first.migration);
  });
});
