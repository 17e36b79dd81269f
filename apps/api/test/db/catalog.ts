import { type Database, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';

/** Foreign keys (as `table(columns)`) that no index starts with: deleting a parent row scans their table. */
export async function unindexedForeignKeys(db: Database): Promise<string[]> {
  const found = await rows<{ key: string }>(
    db,
    sql`
      select c.conrelid::regclass::text || '(' || array_to_string(array(
               select a.attname from unnest(c.conkey) with ordinality k(attnum, n)
               join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.n), ',') || ')' as key
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] = c.conkey
        )
      order by 1`,
  );
  return found.map((row) => row.key);
}
