// What an install's database holds, read the same way on the source (export) and on the target (the
// import's check): its tables in load order, every row as text, the migration level, the sequences
// and each wallet's ledger. Everything here reads the catalogue, so it follows whatever schema the
// migrations made, at any level.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Executor, rows } from '@homebid/db/client';
import { MIGRATIONS_DIR } from '@homebid/db/migrate';
import { sql } from 'drizzle-orm';
import { TableDigest } from './install-archive';

export interface TableShape {
  name: string;
  /** The stored columns (generated ones are left out: the target computes them), in table order. */
  columns: Array<{ name: string; type: string }>;
  primaryKey: string[];
  /** A column is GENERATED ALWAYS AS IDENTITY: inserting its value needs OVERRIDING SYSTEM VALUE. */
  hasAlwaysIdentity: boolean;
  /** Its foreign keys: the constraint and the table it references (itself, for a self-reference). */
  references: Array<{ constraint: string; table: string }>;
  /**
   * Its foreign keys no load order can satisfy row by row: to itself, or to a table that references
   * it back (directly or through others). The import checks those at the end of the load instead.
   */
  deferredKeys: string[];
}

export interface MigrationLevel {
  count: number;
  /** The last applied migration's journal time (drizzle's created_at), as text; null when none ran. */
  lastCreatedAt: string | null;
  /** Its tag in this HomeBid's journal (e.g. 0019_saved_searches); null when unknown here. */
  lastTag: string | null;
}

export interface SequenceState {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface WalletState {
  id: string;
  providerId: string;
  balanceCents: string;
  ledgerSumCents: string;
  ledgerLines: number;
}

/** What the checks compare: the source's, recorded in the manifest, and the target's after the load. */
export interface InstallState {
  migrations: MigrationLevel;
  tables: Array<{ name: string; rows: number; digest: string }>;
  sequences: SequenceState[];
  wallets: WalletState[];
}

/** A name as a quoted SQL identifier. */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Text forms that read the same on every server, whatever its settings: timestamps in UTC and ISO,
 * floats with the shortest exact digits, bytea in hex. Each is also what the type's input reads back.
 * Inside a transaction only (SET LOCAL).
 */
export async function useExactTextForms(tx: Executor): Promise<void> {
  await tx.execute(sql`set local timezone = 'UTC'`);
  await tx.execute(sql`set local datestyle = 'ISO, MDY'`);
  await tx.execute(sql`set local intervalstyle = 'postgres'`);
  await tx.execute(sql`set local extra_float_digits = 1`);
  await tx.execute(sql`set local bytea_output = 'hex'`);
}

/** The tables of schema public, parents before the tables that reference them. */
export async function listTables(db: Executor): Promise<TableShape[]> {
  const columns = await rows<{ table_name: string; column_name: string; column_type: string; identity: string }>(
    db,
    sql`select c.relname as table_name, a.attname as column_name,
          pg_catalog.format_type(a.atttypid, a.atttypmod) as column_type, a.attidentity::text as identity
        from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        join pg_catalog.pg_attribute a on a.attrelid = c.oid
        where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
          and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const keys = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.relname as table_name, a.attname as column_name
        from pg_catalog.pg_index i
        join pg_catalog.pg_class c on c.oid = i.indrelid
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
        join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where n.nspname = 'public' and i.indisprimary
        order by c.relname, k.position`,
  );
  const references = await rows<{ table_name: string; constraint_name: string; referenced: string }>(
    db,
    sql`select c.relname as table_name, f.conname as constraint_name, r.relname as referenced
        from pg_catalog.pg_constraint f
        join pg_catalog.pg_class c on c.oid = f.conrelid
        join pg_catalog.pg_class r on r.oid = f.confrelid
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where f.contype = 'f' and n.nspname = 'public'`,
  );
  const tables = new Map<string, TableShape>();
  for (const column of columns) {
    let table = tables.get(column.table_name);
    if (!table) {
      table = {
        name: column.table_name,
        columns: [],
        primaryKey: [],
        hasAlwaysIdentity: false,
        references: [],
        deferredKeys: [],
      };
      tables.set(column.table_name, table);
    }
    table.columns.push({ name: column.column_name, type: column.column_type });
    if (column.identity === 'a') table.hasAlwaysIdentity = true;
  }
  for (const key of keys) tables.get(key.table_name)?.primaryKey.push(key.column_name);
  for (const reference of references) {
    tables
      .get(reference.table_name)
      ?.references.push({ constraint: reference.constraint_name, table: reference.referenced });
  }
  return inLoadOrder([...tables.values()]);
}

/**
 * Tables sorted so that each comes after every table it references. Tables that reference each other
 * in a circle (users and stored_files: an avatar, and the file's owner) go together, by name, and the
 * foreign keys inside such a group, or of a table to itself, become its `deferredKeys`. Among tables
 * free to go, by name, so the order is the same each time.
 */
export function inLoadOrder(tables: TableShape[]): TableShape[] {
  const byTable = new Map(tables.map((table) => [table.name, table]));
  const groupOf = stronglyConnectedGroups(tables);
  const ordered: TableShape[] = [];
  const done = new Set<string>();
  const groups = [...new Set(groupOf.values())];
  while (ordered.length < byTable.size) {
    const ready = groups
      .filter((group) => !done.has(group[0]))
      .filter((group) =>
        group.every((name) =>
          (byTable.get(name)?.references ?? []).every(
            (reference) =>
              done.has(reference.table) || group.includes(reference.table) || !byTable.has(reference.table),
          ),
        ),
      )
      .sort((a, b) => byName(a[0], b[0]));
    // Groups of tables reference each other only one way round, so some group is always ready.
    if (!ready.length) throw new Error('The tables have no load order');
    for (const group of ready) {
      for (const name of group) {
        const table = byTable.get(name) as TableShape;
        ordered.push({
          ...table,
          deferredKeys: table.references
            .filter((reference) => group.includes(reference.table))
            .map((reference) => reference.constraint)
            .sort(byName),
        });
        done.add(name);
      }
    }
  }
  return ordered;
}

/** Each table's group of tables that reach each other through foreign keys (Tarjan), names sorted. */
function stronglyConnectedGroups(tables: TableShape[]): Map<string, string[]> {
  const edges = new Map(tables.map((table) => [table.name, table.references.map((reference) => reference.table)]));
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groupOf = new Map<string, string[]>();
  let counter = 0;
  const visit = (name: string) => {
    index.set(name, counter);
    lowest.set(name, counter);
    counter++;
    stack.push(name);
    onStack.add(name);
    for (const next of edges.get(name) ?? []) {
      if (!edges.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        lowest.set(name, Math.min(lowest.get(name) as number, lowest.get(next) as number));
      } else if (onStack.has(next)) {
        lowest.set(name, Math.min(lowest.get(name) as number, index.get(next) as number));
      }
    }
    if (lowest.get(name) === index.get(name)) {
      const group: string[] = [];
      for (;;) {
        const member = stack.pop() as string;
        onStack.delete(member);
        group.push(member);
        if (member === name) break;
      }
      group.sort(byName);
      for (const member of group) groupOf.set(member, group);
    }
  };
  for (const table of [...tables].sort((a, b) => byName(a.name, b.name))) {
    if (!index.has(table.name)) visit(table.name);
  }
  return groupOf;
}

/** Every table of schema public, by name (the import's target must have none). */
export async function publicTableNames(db: Executor): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')
        order by c.relname`,
  );
  return found.map((row) => row.name);
}

const ROWS_PER_FETCH = 1000;

/**
 * Each row of `table` as one JSON line: an array of its columns' text forms (null for NULL), in the
 * order of `table.columns`, in primary-key order. Inside a transaction (it reads through a cursor).
 */
export async function forEachRowLine(
  tx: Executor,
  table: Pick<TableShape, 'name' | 'columns' | 'primaryKey'>,
  onLine: (line: string) => void | Promise<void>,
): Promise<void> {
  const values = table.columns.map((column) => `${quoteIdent(column.name)}::text`).join(', ');
  const order = table.primaryKey.length ? ` order by ${table.primaryKey.map(quoteIdent).join(', ')}` : '';
  await tx.execute(
    sql.raw(
      `declare homebid_rows no scroll cursor for select array_to_json(array[${values}]::text[])::text as line from ${quoteIdent(table.name)}${order}`,
    ),
  );
  for (;;) {
    const batch = await rows<{ line: string }>(tx, sql.raw(`fetch forward ${ROWS_PER_FETCH} from homebid_rows`));
    // One spelling for the line, whatever spaces the server's JSON output puts between values.
    for (const { line } of batch) await onLine(JSON.stringify(JSON.parse(line)));
    if (batch.length < ROWS_PER_FETCH) break;
  }
  await tx.execute(sql`close homebid_rows`);
}

/** A table's row count and digest, read from the database (see `TableDigest`). */
export async function digestTable(
  tx: Executor,
  table: Pick<TableShape, 'name' | 'columns' | 'primaryKey'>,
): Promise<TableDigest> {
  const digest = new TableDigest();
  await forEachRowLine(tx, table, (line) => digest.add(line));
  return digest;
}

interface JournalEntry {
  when: number;
  tag: string;
}

/** This HomeBid's migrations, oldest first, from drizzle's journal. */
export async function readJournal(): Promise<JournalEntry[]> {
  const journal = JSON.parse(await readFile(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** The migrations applied to the database (drizzle's table), with the last one's tag. */
export async function readMigrationLevel(db: Executor): Promise<MigrationLevel> {
  const [table] = await rows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return { count: 0, lastCreatedAt: null, lastTag: null };
  const [level] = await rows<{ count: number; last: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const count = Number(level?.count ?? 0);
  const lastCreatedAt = level?.last ?? null;
  const entry = (await readJournal()).find((migration) => String(migration.when) === lastCreatedAt);
  return { count, lastCreatedAt, lastTag: entry?.tag ?? null };
}

/** The sequences of schema public and where each stands. */
export async function readSequences(db: Executor): Promise<SequenceState[]> {
  const names = await rows<{ name: string }>(
    db,
    sql`select sequencename::text as name from pg_catalog.pg_sequences where schemaname = 'public' order by sequencename`,
  );
  const states: SequenceState[] = [];
  for (const { name } of names.sort((a, b) => byName(a.name, b.name))) {
    const [state] = await rows<{ last_value: string; is_called: boolean }>(
      db,
      sql.raw(`select last_value::text as last_value, is_called from public.${quoteIdent(name)}`),
    );
    if (state) states.push({ name, lastValue: state.last_value, isCalled: state.is_called });
  }
  return states;
}

/** Each wallet's balance and ledger (credits less debits); none before the money tables exist. */
export async function readWallets(db: Executor): Promise<WalletState[]> {
  const [tables] = await rows<{ present: boolean }>(
    db,
    sql`select to_regclass('public.wallets') is not null and to_regclass('public.wallet_transactions') is not null as present`,
  );
  if (!tables?.present) return [];
  const found = await rows<{
    id: string;
    provider_id: string;
    balance_cents: string;
    ledger_sum_cents: string;
    ledger_lines: number;
  }>(
    db,
    sql`select w.id::text as id, w.provider_id::text as provider_id, w.balance_cents::text as balance_cents,
          coalesce(sum(case when t.direction = 'credit' then t.amount_cents else -t.amount_cents end), 0)::text
            as ledger_sum_cents,
          count(t.id)::int as ledger_lines
        from wallets w left join wallet_transactions t on t.wallet_id = w.id
        group by w.id order by w.id`,
  );
  return found.map((wallet) => ({
    id: wallet.id,
    providerId: wallet.provider_id,
    balanceCents: wallet.balance_cents,
    ledgerSumCents: wallet.ledger_sum_cents,
    ledgerLines: Number(wallet.ledger_lines),
  }));
}

/** The tables carrying triggers of their own (not the foreign keys' internal ones). */
export async function tablesWithUserTriggers(db: Executor): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select distinct c.relname::text as name from pg_catalog.pg_trigger t
        join pg_catalog.pg_class c on c.oid = t.tgrelid
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and not t.tgisinternal`,
  );
  return found.map((row) => row.name).sort(byName);
}

/** Everything the checks compare, read in one transaction (`useExactTextForms` first). */
export async function readInstallState(tx: Executor, tables: TableShape[]): Promise<InstallState> {
  const digests: InstallState['tables'] = [];
  for (const table of tables) {
    const digest = await digestTable(tx, table);
    digests.push({ name: table.name, rows: digest.rows, digest: digest.hex() });
  }
  return {
    migrations: await readMigrationLevel(tx),
    tables: digests,
    sequences: await readSequences(tx),
    wallets: await readWallets(tx),
  };
}
