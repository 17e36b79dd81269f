import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type DatabaseHandle, openDatabase, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { databaseUrl, withAdmin } from './postgres';

export type Dialect = 'pglite' | 'postgres';

/** A copy of the migrated, seeded template (global-setup.ts) that one test file uses. */
export interface TestDatabase {
  handle: DatabaseHandle;
  /** PostgreSQL: the copy's URL. */
  url?: string;
  /** After the file: hands the copy, emptied, to the next file of this worker, or closes (and drops) it. */
  release(): Promise<void>;
  /** Closes (and drops) the copy for good. */
  discard(): Promise<void>;
}

/**
 * Databases handed from one test file of a worker to the next (the API tests share one module graph
 * per worker). Copying the template costs about a second of CPU on PGlite (loading its data
 * directory) and a CREATE and DROP DATABASE on PostgreSQL; emptying a used copy costs milliseconds.
 * A copy goes back only when that makes it exactly the template again: every table that was empty
 * in the template is truncated (identities restarted), and none of the template's reference rows was
 * written (global-setup.ts installs triggers that note any such write). Anything else is discarded.
 */
const idle: Record<Dialect, TestDatabase[]> = { pglite: [], postgres: [] };
let pgliteDump: Promise<Buffer> | undefined;

export async function acquireDatabase(dialect: Dialect): Promise<TestDatabase> {
  const reused = idle[dialect].pop();
  if (reused) return reused;
  return dialect === 'pglite' ? copyPgliteTemplate() : copyPostgresTemplate();
}

async function copyPgliteTemplate(): Promise<TestDatabase> {
  pgliteDump ??= readFile(inject('pgliteTemplate').path);
  const handle = await openDatabase({
    dataDir: 'memory://',
    loadDataDir: new Blob([new Uint8Array(await pgliteDump)]),
  });
  const copy: TestDatabase = {
    handle,
    release: () => reuseOrDiscard('pglite', copy, inject('pgliteTemplate').emptyTables),
    discard: () => handle.close().catch(() => {}),
  };
  return copy;
}

async function copyPostgresTemplate(): Promise<TestDatabase> {
  const postgres = inject('postgresTemplate');
  if (!postgres) throw new Error('The postgres dialect needs TEST_DATABASE_URL');
  const name = `${postgres.prefix}${randomBytes(6).toString('hex')}`;
  await withAdmin(postgres.adminUrl, (admin) => createFromTemplate(admin, name, postgres.template));
  const url = databaseUrl(postgres.adminUrl, name);
  const handle = await openDatabase({ url, poolSize: 5 });
  const copy: TestDatabase = {
    handle,
    url,
    release: () => reuseOrDiscard('postgres', copy, postgres.emptyTables),
    discard: async () => {
      await handle.close().catch(() => {});
      await withAdmin(postgres.adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
  return copy;
}

async function createFromTemplate(admin: { query(text: string): Promise<unknown> }, name: string, template: string) {
  // Two workers copying the template at the same moment can see each other as "other users".
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      const isBusy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!isBusy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

async function reuseOrDiscard(dialect: Dialect, copy: TestDatabase, emptyTables: string[]): Promise<void> {
  const { db } = copy.handle;
  try {
    const tables = emptyTables.map((table) => `"${table}"`).join(', ');
    await db.transaction(async (tx) => {
      // A connection another process left open must not hold the next file up: discard instead.
      await tx.execute(sql`set local lock_timeout = '5s'`);
      await tx.execute(sql.raw(`truncate table ${tables} restart identity cascade`));
    });
    // PGlite is one session: a lock a test left behind would be the next file's.
    if (dialect === 'pglite') await db.execute(sql`select pg_advisory_unlock_all()`);
    const [written] = await rows<{ n: number }>(db, sql`select count(*)::int as n from test_support.reference_writes`);
    if (written?.n === 0) {
      idle[dialect].push(copy);
      return;
    }
  } catch {
    // Closed, or in a state a test left it in: not worth reusing.
  }
  await copy.discard();
}
