import {
  NOTIFICATIONS_PER_PAGE,
  type TNotificationList,
  type TNotificationRole,
} from '@homebid/contracts/notifications';
import type { Database } from '@homebid/db/client';
import { notifications } from '@homebid/db/schema';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { countUnread } from './count-unread';
import { notificationColumns, toNotification } from './to-notification';

export interface ListNotificationsOptions {
  db: Database;
  userId: number;
  /** Whose notifications they are (their links). */
  role: TNotificationRole;
  /** The page index, from 0 (spec §9 'Offset starts at 0'). */
  offset: number;
  /** Told the unread count when this page's reading changed it (NotificationChannel, other devices). */
  onRead?: (count: number) => void;
}

/**
 * GET /notification_list: the user's notifications, newest first, 9 a page. Showing a page marks
 * its unread items read; each item answers whether it had been read before.
 */
export async function listNotifications({
  db,
  userId,
  role,
  offset,
  onRead,
}: ListNotificationsOptions): Promise<TNotificationList> {
  const mine = eq(notifications.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(notificationColumns)
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_PER_PAGE)
      .offset(offset * NOTIFICATIONS_PER_PAGE),
    db.select({ total: count() }).from(notifications).where(mine),
  ]);
  const unread = rows.filter((row) => row.readAt === null).map((row) => row.id);
  if (unread.length) {
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(mine, inArray(notifications.id, unread), isNull(notifications.readAt)));
  }
  const unreadCount = await countUnread(db, userId);
  if (unread.length) onRead?.(unreadCount);
  const now = new Date();
  return {
    notifications: rows.map((row) => toNotification(row, role, now)),
    pagination: {
      offset,
      per_page: NOTIFICATIONS_PER_PAGE,
      total_entries: total,
      total_pages: Math.ceil(total / NOTIFICATIONS_PER_PAGE),
    },
    count: unreadCount,
  };
}
