import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase, rows } from '@homebid/db/client';
import { MIGRATIONS_DIR, migrateAndSeed, migrateDatabase } from '@homebid/db/migrate';
import { COMMON_QUESTIONS, QUESTION_CATALOGUE } from '@homebid/db/seed/question-catalogue';
import { SERVICE_CATALOGUE } from '@homebid/db/seed/service-catalogue';
import { type SQL, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl, withAdmin } from '../helpers/postgres';
import { unindexedForeignKeys } from './catalog';

type Dialect = 'pglite' | 'postgres';
const adminUrl = inject('postgresTemplate')?.adminUrl;
const available: Dialect[] = adminUrl ? ['pglite', 'postgres'] : ['pglite'];
/** A new PGlite takes seconds to create, and seeding the ZIP codes more on a busy machine. */
const SLOW = 180_000;

/** The migrations folder as it was before the first migration whose tag starts with `before` (journal trimmed). */
async function migrationsBefore(before: string, dir: string): Promise<string> {
  const journal = JSON.parse(await readFile(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
  const at = journal.entries.findIndex((entry: { tag: string }) => entry.tag.startsWith(before));
  expect(at, `a migration ${before}`).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, at);
  await mkdir(join(dir, 'meta'), { recursive: true });
  for (const entry of entries) await copyFile(join(MIGRATIONS_DIR, `${entry.tag}.sql`), join(dir, `${entry.tag}.sql`));
  await writeFile(join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

function migrateWith(handle: DatabaseHandle, migrationsFolder: string) {
  return handle.kind === 'pglite'
    ? migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder })
    : migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
}

/** An empty database of the dialect, and how to get rid of it. */
async function emptyDatabase(
  dialect: Dialect,
): Promise<{ open: () => Promise<DatabaseHandle>; drop: () => Promise<void> }> {
  if (dialect === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    return { open: async () => handle, drop: () => handle.close() };
  }
  const server = adminUrl as string;
  const name = `homebid_migrate_${randomBytes(5).toString('hex')}`;
  await withAdmin(server, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const handles: DatabaseHandle[] = [];
  return {
    open: async () => {
      const handle = await openDatabase({ url: databaseUrl(server, name), poolSize: 3 });
      handles.push(handle);
      return handle;
    },
    drop: async () => {
      for (const handle of handles) await handle.close();
      await withAdmin(server, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

const count = async (handle: DatabaseHandle, table: SQL) =>
  (await rows<{ n: number }>(handle.db, sql`select count(*)::int as n from ${table}`))[0].n;

describe.each(available)('migrations on %s', (dialect) => {
  let tempDir: string;
  beforeAll(async () => {
    tempDir = await mkdtemp(join(tmpdir(), 'homebid-migrations-'));
  });
  afterAll(() => rm(tempDir, { recursive: true, force: true }));

  it(
    'carries the data of a database made before 0002 through it',
    async () => {
      const database = await emptyDatabase(dialect);
      try {
        const handle = await database.open();
        await migrateWith(handle, await migrationsBefore('0002_', join(tempDir, `before-0002-${dialect}`)));
        // One statement per call: PGlite prepares each query, and a prepared query holds one command.
        for (const statement of [
          `insert into zip_codes (zip, city, state, state_name, latitude, longitude) values ('10001', 'New York', 'NY', 'New York', 40.75, -73.99)`,
          `insert into users (id, user_type, name, email, mobile_number, signup_status, confirmed_at) values (1, 2, 'Pat', 'pat@example.com', '2125550101', 'completed', now()), (2, 1, 'Casey', 'casey@example.com', '2125550101', 'completed', now()), (3, 2, 'Pending', 'pending@example.com', '2125550101', 'verification_status', null)`,
          `insert into providers (id, user_id, company_type, years_of_business) values (1, 1, 2, 12)`,
          `insert into provider_locations (provider_id, zipcode, radius) values (1, '10001', 0.5), (1, '10001', 90)`,
          `insert into provider_serviced_zipcodes (provider_id, zip) values (1, '10001')`,
          `insert into reviews (provider_id, customer_user_id, project_id, ratings, description) values (1, 2, 7, 4, 'Solid job')`,
          `insert into review_links (id, provider_id, secure_number) values (1, 1, 'abc')`,
          `insert into feedbacks (provider_id, review_link_id, name, rating, text) values (1, 1, 'Fay', 5, 'Tidy')`,
          `insert into notifications (id, user_id, task_name, notification) values (41, 1, 'Project Reviewed', 'Fay rated you')`,
          `select setval('notifications_id_seq', 41)`,
          `insert into stored_files (owner_user_id, key, content_type, byte_size, visibility) values (1, '2026/05/0123456789abcdef0123456789abcdef.png', 'image/png', 10, 'private')`,
        ]) {
          await handle.db.execute(sql.raw(statement));
        }

        // Before 0002 some foreign keys had no index (so the check below can tell).
        expect(await unindexedForeignKeys(handle.db)).toContain('album_files(file_id)');

        await migrateDatabase(handle);
        expect(await unindexedForeignKeys(handle.db)).toEqual([]);

        expect(
          await rows(handle.db, sql`select rating, comment, project_id from reviews where provider_id = 1`),
          // 0003 adds the projects table: a project id kept before it pointed at no project and is cleared.
        ).toEqual([{ rating: 4, comment: 'Solid job', project_id: null }]);
        expect(await rows(handle.db, sql`select name, rating, comment from feedbacks`)).toEqual([
          { name: 'Fay', rating: 5, comment: 'Tidy' },
        ]);
        expect(await rows(handle.db, sql`select radius from provider_locations order by radius`)).toEqual([
          { radius: 0.5 },
          { radius: 90 },
        ]);
        const [next] = await rows<{ id: string | number }>(
          handle.db,
          sql`insert into notifications (user_id, task_name, notification) values (1, 'Pro+', 'Upgrade') returning id`,
        );
        expect(Number(next.id)).toBe(42);
        expect(await count(handle, sql`scheduled_jobs`)).toBe(0);
      } finally {
        await database.drop();
      }
    },
    SLOW,
  );

  it(
    'carries projects through 0014: a closed-unhired project reads as closed, a reviewed job as confirmed',
    async () => {
      const database = await emptyDatabase(dialect);
      try {
        const handle = await database.open();
        await migrateWith(handle, await migrationsBefore('0014_', join(tempDir, `before-0014-${dialect}`)));
        const project = (id: number, status: string, hired: string, completedAt: string) =>
          `insert into projects (id, public_id, customer_user_id, project_type_id, project_sub_type_id, title, description, street_address, zipcode, city, state, status, hired_provider_id, completed_at, cancelled_at)
           values (${id}, 'HB-${id}', 2, 1, 1, 'Job ${id}', 'Work', '1 Main St', '10001', 'New York', 'NY', '${status}', ${hired}, ${completedAt}, ${status === 'cancelled' ? "'2026-01-02'" : 'null'})`;
        for (const statement of [
          `insert into zip_codes (zip, city, state, state_name, latitude, longitude) values ('10001', 'New York', 'NY', 'New York', 40.75, -73.99)`,
          `insert into users (id, user_type, name, email, mobile_number, signup_status, confirmed_at) values (1, 2, 'Pat', 'pat@example.com', '2125550101', 'completed', now()), (2, 1, 'Casey', 'casey@example.com', '2125550102', 'completed', now())`,
          `insert into providers (id, user_id, company_type) values (1, 1, 2)`,
          `insert into project_types (id, title) values (1, 'Roofing')`,
          `insert into project_sub_types (id, project_type_id, name) values (1, 1, 'Roof Repair')`,
          project(1, 'completed', '1', `'2026-01-03'`),
          project(2, 'completed', '1', `'2026-01-04'`),
          project(3, 'cancelled', 'null', 'null'),
          project(4, 'cancelled', '1', 'null'),
          project(5, 'bidding', 'null', 'null'),
          `insert into reviews (provider_id, customer_user_id, project_id, rating, comment) values (1, 2, 1, 5, 'Great')`,
        ]) {
          await handle.db.execute(sql.raw(statement));
        }
        await migrateDatabase(handle);
        expect(
          await rows(
            handle.db,
            sql`select id::int, closed_at is not null as closed, customer_confirmed_at::date::text as confirmed
                from projects order by id`,
          ),
        ).toEqual([
          { id: 1, closed: false, confirmed: '2026-01-03' },
          { id: 2, closed: false, confirmed: null },
          { id: 3, closed: true, confirmed: null },
          { id: 4, closed: false, confirmed: null },
          { id: 5, closed: false, confirmed: null },
        ]);
        expect(await unindexedForeignKeys(handle.db)).toEqual([]);
      } finally {
        await database.drop();
      }
    },
    SLOW,
  );

  it(
    'migrates and seeds an empty database, and a second start finds nothing to do',
    async () => {
      const database = await emptyDatabase(dialect);
      try {
        const handle = await database.open();
        await migrateAndSeed(handle);
        await migrateAndSeed(handle);
        expect(await count(handle, sql`project_types`)).toBe(SERVICE_CATALOGUE.length);
        const questions = Object.values(QUESTION_CATALOGUE).flatMap((type) => Object.values(type).flat()).length;
        expect(await count(handle, sql`project_questions`)).toBe(questions + COMMON_QUESTIONS.length);
        // A database made before the question catalogue gets it on its next start.
        await handle.db.execute(sql`delete from project_questions`);
        await migrateAndSeed(handle);
        expect(await count(handle, sql`project_questions`)).toBe(questions + COMMON_QUESTIONS.length);
        expect(await count(handle, sql`project_questions where project_sub_type_id is null`)).toBe(
          COMMON_QUESTIONS.length,
        );
      } finally {
        await database.drop();
      }
    },
    SLOW,
  );
});

// PGlite is one process by design (its data directory opens once); the race needs a server.
if (adminUrl)
  describe(
    'two processes starting at once on an empty PostgreSQL database',
    () => {
      it('both migrate and seed: one does the work under the lock, the other waits and finds it done', async () => {
        const database = await emptyDatabase('postgres');
        try {
          const [first, second, third] = await Promise.all([database.open(), database.open(), database.open()]);
          const results = await Promise.allSettled([
            migrateAndSeed(first),
            migrateAndSeed(second),
            migrateAndSeed(third),
          ]);
          expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
            'ok',
            'ok',
            'ok',
          ]);
          expect(await count(first, sql`project_types`)).toBe(SERVICE_CATALOGUE.length);
          expect(await count(first, sql`zip_codes`)).toBeGreaterThan(40_000);
          const migrations = await rows<{ n: number }>(
            first.db,
            sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
          );
          const journal = JSON.parse(await readFile(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
          expect(migrations[0].n).toBe(journal.entries.length);
        } finally {
          await database.drop();
        }
      });
    },
    SLOW,
  );
