import {
  notificationIcon,
  notificationLink,
  relativeTime,
  type TNotification,
  type TNotificationRole,
} from '@homebid/contracts/notifications';
import { notifications } from '@homebid/db/schema';

/** Whose notifications a user reads, by users.user_type (1 customer, 2 provider). */
export const notificationRoleOf = (userType: number): TNotificationRole => (userType === 1 ? 'customer' : 'provider');

/** The columns every notification answer reads. */
export const notificationColumns = {
  id: notifications.id,
  taskName: notifications.taskName,
  notification: notifications.notification,
  tag: notifications.tag,
  projectId: notifications.projectId,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

/**
 * Spec §3's notification: task name, text, tag, times, project, icon, plus id, link and read. The
 * link is the reader's: a customer's opens the customer's pages.
 */
export function toNotification(
  row: Pick<typeof notifications.$inferSelect, keyof typeof notificationColumns>,
  role: TNotificationRole,
  now: Date = new Date(),
): TNotification {
  return {
    id: row.id,
    task_name: row.taskName,
    notification: row.notification,
    tag: row.tag,
    created_at: row.createdAt.toISOString(),
    time: relativeTime(row.createdAt, now, true),
    project_id: row.projectId,
    icon: notificationIcon(row.taskName),
    link: notificationLink(row.taskName, row.projectId, role),
    read: row.readAt !== null,
  };
}
