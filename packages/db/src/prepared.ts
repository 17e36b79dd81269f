import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Executor, rows } from './client';

/** A parameter of a prepared read: what both drivers send as text. */
export type PreparedParam = number | string;

export interface PreparedReadDefinition {
  /** The statement's name, unique in the process (a SQL identifier: letters, digits, `_`). */
  name: string;
  /** The query; each argument stands for one parameter, in order. Write no other value into it. */
  build: (...params: SQL[]) => SQL;
  /** How many parameters `build` takes. */
  params: number;
}

export interface PreparedRead<Row> {
  readonly name: string;
  /** The statement's text, with `$1`… for the parameters. */
  readonly text: string;
  /** The rows of one execution. */
  rows(db: Executor, values: PreparedParam[]): Promise<Row[]>;
}

const declared = new Set<string>();
const dialect = new PgDialect();

/**
 * A read that the database parses and plans once per connection and then only executes: a named
 * statement on PostgreSQL (node-postgres prepares it on each pooled connection's first use), and
 * `PREPARE`/`EXECUTE` on PGlite, whose single connection otherwise spends most of a small read
 * on parsing and planning. Any other executor (a transaction) runs the same query unprepared.
 */
export function preparedRead<Row>({ name, build, params }: PreparedReadDefinition): PreparedRead<Row> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`preparedRead: "${name}" is no statement name`);
  if (declared.has(name)) throw new Error(`preparedRead: "${name}" is declared twice`);
  declared.add(name);
  const placeholders = Array.from({ length: params }, (_, i) => sql.raw(`$${i + 1}`));
  const query = dialect.sqlToQuery(build(...placeholders));
  if (query.params.length) throw new Error(`preparedRead: "${name}" carries values; pass them as parameters`);
  const text = query.sql;

  return {
    name,
    text,
    async rows(db, values) {
      if (values.length !== params) throw new Error(`preparedRead: "${name}" takes ${params} parameters`);
      const client = (db as { $client?: unknown }).$client;
      if (client instanceof pg.Pool || client instanceof pg.Client) {
        const result = await client.query({ name, text, values });
        return result.rows as Row[];
      }
      if (client instanceof PGlite) return executePglite<Row>(client, name, text, values);
      return rows<Row>(db, build(...values.map((value) => sql`${value}`)));
    },
  };
}

/** The statements prepared in each PGlite session (by name). */
const preparedIn = new WeakMap<PGlite, Map<string, Promise<void>>>();

const DUPLICATE_PREPARED_STATEMENT = '42P05';
const UNDEFINED_PREPARED_STATEMENT = '26000';

function prepareOnce(client: PGlite, name: string, text: string): Promise<void> {
  const statements = preparedIn.get(client) ?? new Map<string, Promise<void>>();
  preparedIn.set(client, statements);
  let preparing = statements.get(name);
  if (!preparing) {
    preparing = client
      .query(`prepare ${name} as ${text}`)
      .then(() => {})
      .catch((error: { code?: string }) => {
        // Prepared earlier in this session (through another handle on the same PGlite): the same text.
        if (error.code !== DUPLICATE_PREPARED_STATEMENT) throw error;
      });
    const stored = preparing;
    stored.catch(() => statements.delete(name));
    statements.set(name, stored);
  }
  return preparing;
}

async function executePglite<Row>(client: PGlite, name: string, text: string, values: PreparedParam[]) {
  const statement = `execute ${name}(${values.map(literal).join(', ')})`;
  await prepareOnce(client, name, text);
  try {
    return (await client.query<Row>(statement)).rows;
  } catch (error) {
    if ((error as { code?: string }).code !== UNDEFINED_PREPARED_STATEMENT) throw error;
    // The session lost it (DEALLOCATE, a reset): prepare again, once.
    preparedIn.get(client)?.delete(name);
    await prepareOnce(client, name, text);
    return (await client.query<Row>(statement)).rows;
  }
}

/** A parameter as a SQL literal for EXECUTE, which takes no bound values. */
function literal(value: PreparedParam): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('preparedRead: a number parameter must be finite');
    return String(value);
  }
  if (value.includes('\0')) throw new Error('preparedRead: a text parameter cannot hold a NUL character');
  // An escape string, read the same whatever standard_conforming_strings says.
  return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}
