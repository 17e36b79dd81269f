import type { Database } from '@homebid/db/client';
import { notifications } from '@homebid/db/schema';

type Writer = Pick<Database, 'insert'>;

export interface NotificationInput {
  /** The user who is told. */
  userId: number;
  /** Spec §3's task name ('Project Reviewed', 'You are Hired!', …): it picks the icon and the link. */
  taskName: string;
  text: string;
  tag?: string;
  projectId?: number;
}

/**
 * The one way a notification is written. Call it inside the transaction of the event it reports,
 * so both commit together; delivery (live channel, e-mail, SMS, push) follows the commit.
 */
export async function notify(db: Writer, { userId, taskName, text, tag, projectId }: NotificationInput) {
  const [row] = await db
    .insert(notifications)
    .values({ userId, taskName, notification: text, tag: tag ?? null, projectId: projectId ?? null })
    .returning({ id: notifications.id });
  return row;
}
