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

export interface NotificationRow {
  id: number;
  taskName: string;
  notification: string;
  tag: string | null;
  projectId: number | null;
  readAt: Date | null;
  createdAt: Date;
}

/** Spec §3's notification: task name, text, tag, times, project, icon, plus id, link and read. */
export function toNotification(row: NotificationRow, now: Date = new Date()): TNotification {
  const createdAt = new Date(row.createdAt);
  const projectId = row.projectId === null ? null : Number(row.projectId);
  return {
    id: Number(row.id),
    task_name: row.taskName,
    notification: row.notification,
    tag: row.tag,
    created_at: createdAt.toISOString(),
    time: relativeTime(createdAt, now, true),
    project_id: projectId,
    icon: notificationIcon(row.taskName),
    link: notificationLink(row.taskName, projectId),
    read: row.readAt !== null,
  };
}
