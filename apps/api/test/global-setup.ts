import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type Database, openDatabase, rows } from '@homebid/db/client';
import { migrateDatabase } from '@homebid/db/migrate';
import { seedReferenceData } from '@homebid/db/seed/reference-data';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { databaseUrl, withAdmin } from './helpers/postgres';

export interface PgliteTemplate {
  /** A data-directory dump (uncompressed tar) of a migrated, seeded database. */
  path: string;
  /** The public tables without a row in it: emptying them (and no reference row written) makes a used copy the template again. */
  emptyTables: string[];
}

export interface PostgresTemplate {
  /** A URL of the server whose database may run CREATE/DROP DATABASE (TEST_DATABASE_URL). */
  adminUrl: string;
  /** The migrated, seeded database every test file copies. */
  template: string;
  /** Prefix of the per-file databases of this run, so teardown can drop leftovers. */
  prefix: string;
  /** As PgliteTemplate's. */
  emptyTables: string[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite template (helpers/pglite-pool.ts). */
    pgliteTemplate: PgliteTemplate;
    /** Set when TEST_DATABASE_URL is: the PostgreSQL template. */
    postgresTemplate: PostgresTemplate | null;
  }
}

/** Builds the database templates once per run; test files copy them instead of migrating and seeding. */
export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  const workDir = await mkdtemp(join(tmpdir(), 'homebid-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL || undefined;
  const started = Date.now();

  const [pgliteTemplate, postgresTemplate] = await Promise.all([
    buildPgliteTemplate(join(workDir, 'pglite-template.tar')),
    adminUrl ? buildPostgresTemplate(adminUrl, runId) : Promise.resolve(null),
  ]);
  project.provide('pgliteTemplate', pgliteTemplate);
  project.provide('postgresTemplate', postgresTemplate);
  if (process.env.TEST_DEBUG) console.info(`[global-setup] templates ready in ${Date.now() - started} ms`);

  return async () => {
    if (postgresTemplate) await dropPostgresDatabases(postgresTemplate);
    await rm(workDir, { recursive: true, force: true });
  };
}

async function buildPgliteTemplate(path: string): Promise<PgliteTemplate> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateDatabase(handle);
    await seedReferenceData(handle.db);
    const emptyTables = await noteReferenceWrites(handle.db);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    // A checkpoint first: each copy then starts without replaying the migrations' WAL.
    await client.exec('checkpoint');
    const dump = await client.dumpDataDir('none');
    await writeFile(path, Buffer.from(await dump.arrayBuffer()));
    return { path, emptyTables };
  } finally {
    await handle.close();
  }
}

/**
 * Sorts the public tables into empty ones and reference ones (with seeded rows), and has every write
 * to a reference table noted in test_support.reference_writes; answers the empty tables.
 */
async function noteReferenceWrites(db: Database): Promise<string[]> {
  const tables = await rows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const emptyTables: string[] = [];
  await db.execute(sql`create schema test_support`);
  await db.execute(sql`create table test_support.reference_writes (table_name text not null)`);
  await db.execute(sql`create function test_support.note_reference_write() returns trigger language plpgsql as $$
    begin insert into test_support.reference_writes values (tg_table_name); return null; end $$`);
  for (const { table_name: table } of tables) {
    const found = await rows(db, sql.raw(`select 1 from "${table}" limit 1`));
    if (found.length === 0) {
      emptyTables.push(table);
      continue;
    }
    await db.execute(
      sql.raw(`create trigger test_support_row_write after insert or update or delete on "${table}"
        for each row execute function test_support.note_reference_write()`),
    );
    await db.execute(
      sql.raw(`create trigger test_support_truncate after truncate on "${table}"
        for each statement execute function test_support.note_reference_write()`),
    );
  }
  return emptyTables;
}

async function buildPostgresTemplate(adminUrl: string, runId: string): Promise<PostgresTemplate> {
  const template = `homebid_tpl_${runId}`;
  const prefix = `homebid_test_${runId}_`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${template}`));
  const handle = await openDatabase({ url: databaseUrl(adminUrl, template), poolSize: 2 });
  let emptyTables: string[] = [];
  try {
    await migrateDatabase(handle);
    await seedReferenceData(handle.db);
    emptyTables = await noteReferenceWrites(handle.db);
  } finally {
    await handle.close();
  }
  // A template must have no connections when it is copied; the pool's backends take a moment to go.
  await withAdmin(adminUrl, async (admin) => {
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
        template,
      ]);
      if (rows[0].n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  return { adminUrl, template, prefix, emptyTables };
}

async function dropPostgresDatabases({ adminUrl, template, prefix }: PostgresTemplate): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname = $1 or starts_with(datname, $2)',
      [template, prefix],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
}
