import type { TKnownTaskName } from '@homebid/contracts/notifications';
import type { Database } from '@homebid/db/client';
import { notificationOutbox, notifications } from '@homebid/db/schema';
import { notificationWritten } from './wake';

type Writer = Pick<Database, 'insert'>;

export interface NotificationInput {
  /** The user who is told. */
  userId: number;
  /**
   * Spec §3's task name ('Project Reviewed', 'You are Hired!', …): it picks the title people read,
   * the icon, the link and the settings row. Only known names: each has its title and link.
   */
  taskName: TKnownTaskName;
  text: string;
  tag?: string;
  projectId?: number;
}

/**
 * The one way a notification is written. Call it inside the transaction of the event it reports,
 * so both commit together; the outbox row written beside it makes the dispatcher deliver it (live
 * channel, e-mail, SMS, push, as the user's settings allow) once the transaction has committed.
 */
export async function notify(db: Writer, { userId, taskName, text, tag, projectId }: NotificationInput) {
  const [row] = await db
    .insert(notifications)
    .values({ userId, taskName, notification: text, tag: tag ?? null, projectId: projectId ?? null })
    .returning({ id: notifications.id });
  await db.insert(notificationOutbox).values({ notificationId: row.id });
  notificationWritten();
  return row;
}
