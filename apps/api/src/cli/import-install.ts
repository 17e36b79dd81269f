// `npm run admin -- import --in DIR`: an archive written by `export` loaded into the configured
// database and file store, which must both be empty (a new database, an empty bucket or files
// directory). Everything happens in one database transaction: the migrations up to the archive's
// level, the rows, the sequences; then the check (every table's row count and contents, every
// sequence, every wallet's ledger sum and balance against the manifest) and the files (uploaded, read
// back and compared by size and SHA-256). Any difference rolls the transaction back and removes the
// uploaded files, so a failed import leaves the target as empty as it found it.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { DatabaseHandle, Executor } from '@homebid/db/client';
import { MIGRATIONS_DIR } from '@homebid/db/migrate';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type FileStore, isValidKey } from '../lib/storage/file-store';
import { differencesFromManifest } from './compare-install-state';
import {
  bullets,
  type Manifest,
  type ManifestFile,
  type ManifestTable,
  readManifest,
  storedFilePath,
  summaryOf,
} from './install-archive';
import {
  listTables,
  publicTableNames,
  quoteIdent,
  readInstallState,
  readJournal,
  readMigrationLevel,
  type TableShape,
  tablesWithUserTriggers,
  useExactTextForms,
} from './read-install-state';

export interface ImportInstallOptions {
  handle: DatabaseHandle;
  store: FileStore;
  /** The archive directory. */
  input: string;
  print: (line: string) => void;
}

/** A check found differences: the transaction is rolled back and each is reported. */
class ImportCheckFailed extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}

/** Loads and checks the archive; answers the exit code (0 done, 1 refused or failed, with the report printed). */
export async function importInstall({ handle, store, input, print }: ImportInstallOptions): Promise<number> {
  const manifest = await readManifest(input);
  const refusals = await whyNotEmpty(handle, store);
  if (refusals.length) {
    print('Import refused: it loads into an empty target only (a new database, an empty bucket or files directory).');
    print(bullets(refusals));
    return 1;
  }
  const migrations = await migrationsUpTo(manifest);

  const uploaded: string[] = [];
  try {
    await handle.db.transaction(async (tx) => {
      await useExactTextForms(tx);
      print(`Migrating the target to the archive's level (${migrations.length} migrations)…`);
      await applyMigrations(tx, migrations);
      const target = await listTables(tx);
      const mismatches = shapeDifferences(manifest.tables, target);
      if (mismatches.length) throw new ImportCheckFailed(mismatches);

      // The migrations write reference rows (lead prices, plans, …): the archive's own rows replace them.
      if (target.length)
        await tx.execute(sql.raw(`truncate table ${target.map((t) => quoteIdent(t.name)).join(', ')}`));
      // The tables' own triggers would rewrite what is loaded (a service row bumps its provider's
      // profile_revision); the ledger's append-only trigger refuses UPDATE and DELETE, never INSERT.
      // Switched off for the load and on again before the check, inside this transaction. The foreign
      // keys stay checked: parents load first, and the keys of tables that reference each other (users
      // and stored_files) are checked once everything is in (deferred, then made immediate again).
      const triggered = await tablesWithUserTriggers(tx);
      for (const name of triggered) await tx.execute(sql.raw(`alter table ${quoteIdent(name)} disable trigger user`));
      const deferred = target.flatMap((table) => table.deferredKeys.map((key) => ({ table: table.name, key })));
      for (const { table, key } of deferred) {
        await tx.execute(
          sql.raw(`alter table ${quoteIdent(table)} alter constraint ${quoteIdent(key)} deferrable initially deferred`),
        );
      }
      const archived = new Map(manifest.tables.map((table) => [table.name, table]));
      print(`Loading ${manifest.tables.length} tables…`);
      for (const shape of target) await loadTable(tx, input, archived.get(shape.name) as ManifestTable, shape);
      if (deferred.length) await tx.execute(sql`set constraints all immediate`);
      for (const { table, key } of deferred) {
        await tx.execute(
          sql.raw(`alter table ${quoteIdent(table)} alter constraint ${quoteIdent(key)} not deferrable`),
        );
      }
      for (const sequence of manifest.sequences) {
        await tx.execute(
          sql`select pg_catalog.setval(${`public.${quoteIdent(sequence.name)}`}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled ? 'true' : 'false'}::boolean)`,
        );
      }
      for (const name of triggered) await tx.execute(sql.raw(`alter table ${quoteIdent(name)} enable trigger user`));

      print('Checking every table, sequence and wallet against the manifest…');
      // Rows are read back in the archive's column order, the order its digests were taken in.
      const shapes = new Map(target.map((table) => [table.name, table]));
      const asArchived = manifest.tables.map((table) => ({
        ...(shapes.get(table.name) as TableShape),
        columns: table.columns,
      }));
      const problems = differencesFromManifest(manifest, await readInstallState(tx, asArchived));
      if (problems.length) throw new ImportCheckFailed(problems);
      print(
        `Uploading ${manifest.files.length} files to the ${store.kind === 's3' ? 'S3 bucket' : 'files directory'}…`,
      );
      const fileProblems = await uploadFiles(store, input, manifest.files, uploaded);
      if (fileProblems.length) throw new ImportCheckFailed(fileProblems);
    });
  } catch (error) {
    for (const key of uploaded) await store.delete(key).catch(() => {});
    const problems = error instanceof ImportCheckFailed ? error.problems : [errorText(error)];
    print('Import failed: nothing was kept (the database transaction was rolled back, the uploaded files removed).');
    print(bullets(problems));
    return 1;
  }
  for (const line of summaryOf(manifest)) print(line);
  print(
    'Imported. Every check passed: the migration level, each table’s row count and contents, each sequence, ' +
      'each wallet’s ledger sum and balance, and each file’s size and SHA-256 are as exported.',
  );
  return 0;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Why the target is not empty (nothing when it is): any table, migration or stored file. */
async function whyNotEmpty(handle: DatabaseHandle, store: FileStore): Promise<string[]> {
  const reasons: string[] = [];
  const tables = await publicTableNames(handle.db);
  if (tables.length) {
    const some = tables.slice(0, 5).join(', ');
    reasons.push(
      `the database has ${tables.length} tables or sequences in schema public (${some}${tables.length > 5 ? ', …' : ''})`,
    );
  }
  const level = await readMigrationLevel(handle.db);
  if (level.count) reasons.push(`the database has ${level.count} migrations applied`);
  for await (const object of store.list()) {
    reasons.push(`the ${store.kind === 's3' ? 'S3 bucket' : 'files directory'} holds files (${object.key}, …)`);
    break;
  }
  return reasons;
}

type Migration = ReturnType<typeof readMigrationFiles>[number];

/** This HomeBid's migrations up to the archive's level; throws when it does not know that level. */
async function migrationsUpTo(manifest: Manifest): Promise<Migration[]> {
  const journal = await readJournal();
  const { count, lastCreatedAt, lastTag } = manifest.migrations;
  const index = journal.findIndex((entry) => String(entry.when) === lastCreatedAt);
  if (!count || index < 0 || index + 1 !== count) {
    const last = journal.at(-1);
    throw new Error(
      `The archive's database is at ${count} migrations (last ${lastTag ?? lastCreatedAt ?? 'none'}), a level this ` +
        `HomeBid's ${journal.length} migrations (last ${last?.tag}) do not reach: import with the version that exported it.`,
    );
  }
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).slice(0, count);
}

/**
 * The migrations applied as drizzle's migrator applies them (its table in schema drizzle, one row per
 * migration), but inside the import's transaction, so a failed import takes them back too.
 */
async function applyMigrations(tx: Executor, migrations: Migration[]): Promise<void> {
  await tx.execute(sql`create schema if not exists "drizzle"`);
  await tx.execute(
    sql`create table if not exists "drizzle"."__drizzle_migrations" (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

/** Where the migrated target's tables differ from the archive's: names, columns, types. */
function shapeDifferences(archived: ManifestTable[], target: TableShape[]): string[] {
  const problems: string[] = [];
  const here = new Map(target.map((table) => [table.name, table]));
  for (const table of archived) {
    const shape = here.get(table.name);
    here.delete(table.name);
    if (!shape) {
      problems.push(`table ${table.name}: in the archive, but the migrations made no such table`);
      continue;
    }
    const describe = (columns: Array<{ name: string; type: string }>) =>
      columns
        .map((column) => `${column.name} ${column.type}`)
        .sort()
        .join(', ');
    if (describe(table.columns) !== describe(shape.columns)) {
      problems.push(
        `table ${table.name}: columns (${describe(table.columns)}) in the archive, (${describe(shape.columns)}) here`,
      );
    }
  }
  for (const extra of here.values()) problems.push(`table ${extra.name}: made by the migrations, not in the archive`);
  return problems;
}

/** PostgreSQL takes at most 65535 parameters a statement; 1000 rows a statement is plenty. */
const MAX_PARAMETERS = 30_000;
const MAX_ROWS_PER_INSERT = 1000;

/**
 * One table's rows from its JSON lines, in multi-row INSERTs. Each value goes as text and is cast to
 * the column's type, so every type is read by its own input function (as COPY would).
 */
async function loadTable(tx: Executor, dir: string, table: ManifestTable, shape: TableShape): Promise<void> {
  const types = new Map(shape.columns.map((column) => [column.name, column.type]));
  const casts = table.columns.map((column) => sql.raw(types.get(column.name) as string));
  const head = sql.raw(
    `insert into ${quoteIdent(table.name)} (${table.columns.map((column) => quoteIdent(column.name)).join(', ')})` +
      (shape.hasAlwaysIdentity ? ' overriding system value' : ''),
  );
  const perInsert = Math.max(1, Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / table.columns.length)));
  let batch: Array<Array<string | null>> = [];
  let lineNumber = 0;
  const flush = async () => {
    if (!batch.length) return;
    const values = sql.join(
      batch.map(
        (row) =>
          sql`(${sql.join(
            row.map((value, index) => sql`cast(${value}::text as ${casts[index]})`),
            sql`, `,
          )})`,
      ),
      sql`, `,
    );
    await tx.execute(sql`${head} values ${values}`);
    batch = [];
  };
  try {
    const lines = createInterface({
      input: createReadStream(join(dir, table.file)),
      crlfDelay: Number.POSITIVE_INFINITY,
    });
    for await (const line of lines) {
      lineNumber++;
      if (!line) continue;
      batch.push(parseRow(line, table.columns.length));
      if (batch.length >= perInsert) await flush();
    }
    await flush();
  } catch (error) {
    throw new Error(`loading ${table.file} failed (by line ${lineNumber}): ${errorText(error)}`);
  }
}

/** A row line: a JSON array of `width` strings or nulls. */
function parseRow(line: string, width: number): Array<string | null> {
  const row: unknown = JSON.parse(line);
  if (
    !Array.isArray(row) ||
    row.length !== width ||
    !row.every((value) => value === null || typeof value === 'string')
  ) {
    throw new Error(`a row is not an array of ${width} texts or nulls`);
  }
  return row;
}

/** Uploads each file, reads it back and answers every way it differs from the manifest. */
async function uploadFiles(
  store: FileStore,
  dir: string,
  files: ManifestFile[],
  uploaded: string[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const file of files) {
    if (!isValidKey(file.key)) {
      problems.push(`file ${JSON.stringify(file.key)}: not a storage key`);
      continue;
    }
    const path = storedFilePath(dir, file.key);
    if (!(await stat(path).catch(() => null))?.isFile()) {
      problems.push(`file ${file.key}: missing from the archive`);
      continue;
    }
    await store.put(file.key, createReadStream(path), file.contentType);
    uploaded.push(file.key);
    const stored = await store.get(file.key);
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of stored.body as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
    }
    const sha256 = hash.digest('hex');
    if (size !== file.size || sha256 !== file.sha256) {
      problems.push(
        `file ${file.key}: ${size} bytes, SHA-256 ${sha256.slice(0, 12)}… stored; ` +
          `the archive says ${file.size} bytes, ${file.sha256.slice(0, 12)}…`,
      );
    }
  }
  let listed = 0;
  for await (const _ of store.list()) listed++;
  if (!problems.length && listed !== files.length) {
    problems.push(`the file store lists ${listed} files after the upload, the archive has ${files.length}`);
  }
  return problems;
}
