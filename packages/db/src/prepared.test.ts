import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client';
import { preparedRead } from './prepared';

const echo = preparedRead<{ text: string; number: number }>({
  name: 'prepared_test_echo',
  params: 2,
  build: (text, number) => sql`select ${text}::text as text, ${number}::int as number`,
});

describe('preparedRead on PGlite', () => {
  let handle: DatabaseHandle;
  const client = () => (handle.db as unknown as { $client: PGlite }).$client;
  const preparedNames = async () =>
    (await client().query<{ name: string }>('select name from pg_prepared_statements')).rows.map((r) => r.name);

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => handle?.close());

  it('prepares once in the session and then only executes', async () => {
    expect(await echo.rows(handle.db, ['first', 1])).toEqual([{ text: 'first', number: 1 }]);
    expect(await preparedNames()).toContain('prepared_test_echo');
    const all = await Promise.all([1, 2, 3].map((n) => echo.rows(handle.db, [`n${n}`, n])));
    expect(all.map(([row]) => row)).toEqual([
      { text: 'n1', number: 1 },
      { text: 'n2', number: 2 },
      { text: 'n3', number: 3 },
    ]);
  });

  it('passes text exactly, quotes and backslashes included, never as SQL', async () => {
    for (const text of ["O'Brien", "x'); drop table users; --", 'back\\slash \\x41', "\\'", 'ünï “code” ☃', '']) {
      expect(await echo.rows(handle.db, [text, -7])).toEqual([{ text, number: -7 }]);
    }
  });

  it('refuses a NUL character, an infinite number and the wrong number of values', async () => {
    await expect(echo.rows(handle.db, ['a\0b', 1])).rejects.toThrow(/NUL/);
    await expect(echo.rows(handle.db, ['a', Number.POSITIVE_INFINITY])).rejects.toThrow(/finite/);
    await expect(echo.rows(handle.db, ['a'])).rejects.toThrow(/takes 2 parameters/);
  });

  it('prepares again when the session lost the statement', async () => {
    await client().exec('deallocate all');
    expect(await preparedNames()).not.toContain('prepared_test_echo');
    expect(await echo.rows(handle.db, ['again', 2])).toEqual([{ text: 'again', number: 2 }]);
  });

  it('runs unprepared, with bound values, inside a transaction', async () => {
    const rows = await handle.db.transaction((tx) => echo.rows(tx, ["tx'value", 3]));
    expect(rows).toEqual([{ text: "tx'value", number: 3 }]);
  });

  it('refuses a second statement of the same name, a bad name and a value written into the query', () => {
    const build = () => sql`select 1`;
    expect(() => preparedRead({ name: 'prepared_test_echo', params: 0, build })).toThrow(/twice/);
    expect(() => preparedRead({ name: 'Bad-Name', params: 0, build })).toThrow(/no statement name/);
    expect(() => preparedRead({ name: 'prepared_test_value', params: 0, build: () => sql`select ${5}` })).toThrow(
      /carries values/,
    );
  });
});
