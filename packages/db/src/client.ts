import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type Column, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { describePostgres, postgresConnection } from './connection';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The server's URL when kind is postgres. */
  url?: string;
  /** How to connect when kind is postgres (TLS included): for a connection of one's own, like the pool's. */
  connection?: pg.ClientConfig;
  ping(): Promise<boolean>;
  /**
   * The connections: open, idle, and queries waiting for one. PGlite is one connection in the
   * process, always open and never waited for: 1, 1, 0.
   */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface OpenDatabaseOptions {
  /** A postgres:// URL; without it the embedded PGlite in `dataDir` is used. */
  url?: string;
  /** The CA file the server's certificate must chain to (DATABASE_CA_FILE), when the URL asks for TLS. */
  caFile?: string;
  /** Directory of the embedded database; `memory://` for a throw-away one. */
  dataDir?: string;
  /** A PGlite data-directory dump (from `dumpDataDir`) to start from, for tests. */
  loadDataDir?: Blob;
  poolSize?: number;
  /** Told when the server drops an idle pooled connection. */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const connection = postgresConnection(options.url, options.caFile);
    await checkConnection(options.url, connection);
    const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 10 });
    // An idle connection the server ends (restart, failover) must not take the process down;
    // the pool replaces it on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      url: options.url,
      connection,
      ping: () => ping(db),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    close: () => client.close(),
  };
}

const CONNECT_TIMEOUT_MS = 10_000;

/**
 * One connection first, so a wrong password, an untrusted certificate or a server that does not
 * answer stops the start with the reason (the pool would wait for a connection without end).
 */
async function checkConnection(url: string, connection: pg.ClientConfig): Promise<void> {
  const client = new pg.Client({ ...connection, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    const reason = (error as Error).message || String(error);
    throw new Error(`Cannot connect to PostgreSQL at ${describePostgres(url)}: ${reason}`, { cause: error });
  }
  await client.end();
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** What runs a query: the database, or an open transaction. */
export type Executor = Pick<Database, 'execute'>;

/**
 * The rows of a SQL query the query builder cannot express (locks, CTEs, conditional updates):
 * the one way a module runs raw SQL. Both drivers answer `{ rows }`.
 */
export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A column's value as raw SQL returns it: a bigint arrives as text from node-postgres (a number from
 * PGlite) and a timestamp as text or a Date (the drivers and prepared reads differ); the rest as the
 * schema types it.
 */
type RawValue<C extends Column> =
  | (C['_']['columnType'] extends 'PgBigInt53' | 'PgBigSerial53'
      ? number | string
      : C['_']['data'] extends Date
        ? string | Date
        : C['_']['data'])
  | (C['_']['notNull'] extends true ? never : null);

/**
 * A table's row as a `rows()` query selects it, keyed by the columns' SQL names (snake_case) and
 * typed from the schema: `Pick<RawRow<typeof projects>, 'id' | 'title'>` for `select p.id, p.title`.
 */
export type RawRow<T extends PgTable> = {
  [K in keyof T['_']['columns'] as T['_']['columns'][K]['_']['name']]: RawValue<T['_']['columns'][K]>;
};
