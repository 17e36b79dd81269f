import {
  NOTIFICATION_PREVIEW_SIZE,
  type TNotificationActivities,
  type TNotificationRole,
} from '@homebid/contracts/notifications';
import type { Database } from '@homebid/db/client';
import { notifications } from '@homebid/db/schema';
import { desc, eq } from 'drizzle-orm';
import { countUnread } from './count-unread';
import { notificationColumns, toNotification } from './to-notification';

/** GET /web_provider_notification: the latest five (header dropdown) and the unread count; nothing is marked read. */
export async function previewNotifications(
  db: Database,
  userId: number,
  role: TNotificationRole,
): Promise<TNotificationActivities> {
  const [rows, count] = await Promise.all([
    db
      .select(notificationColumns)
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_PREVIEW_SIZE),
    countUnread(db, userId),
  ]);
  const now = new Date();
  return { activities: rows.map((row) => toNotification(row, role, now)), count };
}
