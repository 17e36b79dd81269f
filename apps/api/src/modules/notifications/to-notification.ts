import { notificationIcon, notificationLink, relativeTime, type TNotification } from '@homebid/contracts/notifications';
import { notifications } from '@homebid/db/schema';

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

/** Spec §3's notification: task name, text, tag, times, project, icon, plus id, link and read. */
export function toNotification(
  row: Pick<typeof notifications.$inferSelect, keyof typeof notificationColumns>,
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
    link: notificationLink(row.taskName, row.projectId),
    read: row.readAt !== null,
  };
}
