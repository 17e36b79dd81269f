import {
  DEFAULT_GLOBAL_SETTINGS,
  DEFAULT_TYPE_SETTINGS,
  notificationTypeOf,
  type TNotificationChannel,
} from '@homebid/contracts/notifications';
import type { Database } from '@homebid/db/client';
import { notificationGlobalSettings, notificationSettings } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';

export type DeliveryChannels = Record<TNotificationChannel, boolean>;

/**
 * The channels a notification of this task name may use for this user: the global switch AND its
 * type's switch (each the default while the user has saved none).
 */
export async function deliveryChannels(
  db: Pick<Database, 'select'>,
  userId: number,
  taskName: string,
): Promise<DeliveryChannels> {
  const type = notificationTypeOf(taskName);
  const [[global], [row]] = await Promise.all([
    db
      .select({
        push: notificationGlobalSettings.pushNotification,
        sms: notificationGlobalSettings.smsNotification,
        email: notificationGlobalSettings.emailNotification,
      })
      .from(notificationGlobalSettings)
      .where(eq(notificationGlobalSettings.userId, userId)),
    db
      .select({
        push: notificationSettings.pushNotification,
        sms: notificationSettings.smsNotification,
        email: notificationSettings.emailNotification,
      })
      .from(notificationSettings)
      .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.notificationType, type))),
  ]);
  const g = global ?? {
    push: DEFAULT_GLOBAL_SETTINGS.push_notification,
    sms: DEFAULT_GLOBAL_SETTINGS.sms_notification,
    email: DEFAULT_GLOBAL_SETTINGS.email_notification,
  };
  const d = DEFAULT_TYPE_SETTINGS[type];
  const t = row ?? { push: d.push_notification, sms: d.sms_notification, email: d.email_notification };
  return {
    push_notification: g.push && t.push,
    sms_notification: g.sms && t.sms,
    email_notification: g.email && t.email,
  };
}
