import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseHandle } from './client';
import { seedReferenceData } from './seed/reference-data';

// Resolved through the package name so it holds both from source and from the API's bundle.
export const MIGRATIONS_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@homebid/db/package.json')),
  'migrations',
);

const MIGRATION_LOCK = 727001;

/** Applies every pending migration; processes starting at once against one server take turns. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await withMigrationLock(handle, (client) => applyMigrations(handle, client));
}

/**
 * Applies every pending migration, then loads the reference data, all under one advisory lock:
 * of several processes starting at once on an empty server, one migrates and seeds while the
 * others wait, then find nothing left to do.
 */
export async function migrateAndSeed(handle: DatabaseHandle): Promise<void> {
  await withMigrationLock(handle, async (client) => {
    await applyMigrations(handle, client);
    // The seed runs on the handle's pool; the lock, held by `client`'s session, keeps others out meanwhile.
    await seedReferenceData(handle.db);
  });
}

async function applyMigrations(handle: DatabaseHandle, client: pg.Client | null): Promise<void> {
  if (client) await migratePg(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  else await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_DIR });
}

/**
 * Runs `work` holding the migration lock on its own connection (PostgreSQL); PGlite has one
 * connection in one process, so there is nobody to take turns with and `client` is null.
 */
async function withMigrationLock(
  handle: DatabaseHandle,
  work: (client: pg.Client | null) => Promise<void>,
): Promise<void> {
  if (handle.kind === 'pglite') return work(null);
  const client = new pg.Client(handle.connection);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await work(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}
