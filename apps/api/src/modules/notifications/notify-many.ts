import { type Database, rows } from '@homebid/db/client';
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
  const [queued] = await rows<{ count: number }>(
    db,
    sql`
    with written as (
      insert into notifications (user_id, task_name, notification, tag, project_id)
      select distinct r.user_id, ${taskName}::text, ${text}::text, ${tag ?? null}::text, ${projectId ?? null}::bigint
      from (${recipients}) r
      returning id
    ),
    queued as (insert into notification_outbox (notification_id) select id from written returning 1)
    select count(*)::int as count from queued
  `,
  );
  const count = queued?.count ?? 0;
  if (count > 0) notificationWritten();
  return count;
}
