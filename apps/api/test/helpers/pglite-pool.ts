import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, openDatabase } from '@homebid/db/client';
import { inject } from 'vitest';

/**
 * PGlite databases for test files, handed from one file of a worker to the next (the API tests share
 * one module graph per worker). Loading the template's data directory costs about a second of CPU;
 * emptying a used database costs a few milliseconds. A database goes back only when it can be made
 * exactly the template again: every table that was empty in the template is truncated (identities
 * restarted), and the template's reference rows were never written (global-setup.ts installs
 * triggers on those tables that note any write). Anything else is closed and forgotten.
 */
const idle: DatabaseHandle[] = [];
let template: Promise<Buffer> | undefined;

export async function acquirePglite(): Promise<DatabaseHandle> {
  const reused = idle.pop();
  if (reused) return reused;
  template ??= readFile(inject('pgliteTemplate').path);
  return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([new Uint8Array(await template)]) });
}

/** Gives a database back for the next file, or closes it when it cannot be made the template again. */
export async function releasePglite(handle: DatabaseHandle): Promise<void> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  try {
    const { emptyTables } = inject('pgliteTemplate');
    await client.exec(
      `truncate table ${emptyTables.map((table) => `"${table}"`).join(', ')} restart identity cascade;
       select pg_advisory_unlock_all();`,
    );
    const written = await client.query<{ n: number }>('select count(*)::int as n from test_support.reference_writes');
    if (written.rows[0]?.n === 0) {
      idle.push(handle);
      return;
    }
  } catch {
    // Closed, or in a state a test left it in: not worth reusing.
  }
  await handle.close().catch(() => {});
}
