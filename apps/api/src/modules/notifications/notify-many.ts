import type { Database } from '@homebid/db/client';
import { type SQL, sql } from 'drizzle-orm';
import type { NotificationInput } from './notify';
import { notificationWritten } from './wake';

type Writer = Pick<Database, 'execute'>;

/**
 * `notify` for many users at once: one statement writes the same notification to every user id
 * `recipients` selects (a query with one column, `user_id`), with its outbox rows. Call it inside
 * the transaction of the event it reports. Answers how many were written.
 */
export async function notifyMany(
  db: Writer,
  recipients: SQL,
  { taskName, text, tag, projectId }: Omit<NotificationInput, 'userId'>,
): Promise<number> {
  const result = (await db.execute(sql`
    with written as (
      insert into notifications (user_id, task_name, notification, tag, project_id)
      select distinct r.user_id, ${taskName}::text, ${text}::text, ${tag ?? null}::text, ${projectId ?? null}::bigint
      from (${recipients}) r
      returning id
    )
    insert into notification_outbox (notification_id) select id from written
  `)) as unknown as { rowCount?: number | null; affectedRows?: number };
  const count = Number(result.rowCount ?? result.affectedRows ?? 0);
  if (count > 0) notificationWritten();
  return count;
}
