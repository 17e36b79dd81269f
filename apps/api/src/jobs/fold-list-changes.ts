import { type Database, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';

/**
 * Moves the provider_list_changes rows into provider_list_revisions' counts (migration 0024), so the
 * session query counts only the last few minutes' rows. Each provider's revision (its count plus its
 * rows) is the same before and after, in one statement. Answers how many rows it moved.
 */
export async function foldListChanges(db: Database): Promise<number> {
  const [folded] = await rows<{ moved: string }>(
    db,
    sql`
    with gone as (delete from provider_list_changes returning provider_id),
    counted as (
      insert into provider_list_revisions (provider_id, revision)
      select provider_id, count(*) from gone group by provider_id order by provider_id
      on conflict (provider_id) do update set revision = provider_list_revisions.revision + excluded.revision
      returning revision
    )
    select (select count(*) from gone) as moved`,
  );
  return Number(folded?.moved ?? 0);
}
