import { DEFAULT_GLOBAL_SETTINGS, type TGlobalNotificationSettings } from '@homebid/contracts/notifications';
import type { Database } from '@homebid/db/client';
import { notificationGlobalSettings } from '@homebid/db/schema';
import { eq, sql } from 'drizzle-orm';

type Reader = Pick<Database, 'select'>;

/** GET /all_notifications_settings/0: the 'Alert types' switches (all on until saved). */
export async function getGlobalSettings(db: Reader, userId: number): Promise<TGlobalNotificationSettings> {
  const [row] = await db
    .select({
      push_notification: notificationGlobalSettings.pushNotification,
      sms_notification: notificationGlobalSettings.smsNotification,
      email_notification: notificationGlobalSettings.emailNotification,
    })
    .from(notificationGlobalSettings)
    .where(eq(notificationGlobalSettings.userId, userId));
  return row ?? { ...DEFAULT_GLOBAL_SETTINGS };
}

/** POST /all_notifications_settings: the switches given change, the others keep their value. */
export async function saveGlobalSettings(
  db: Database,
  userId: number,
  changes: Partial<TGlobalNotificationSettings>,
): Promise<TGlobalNotificationSettings> {
  const set = {
    ...(changes.push_notification === undefined ? {} : { pushNotification: changes.push_notification }),
    ...(changes.sms_notification === undefined ? {} : { smsNotification: changes.sms_notification }),
    ...(changes.email_notification === undefined ? {} : { emailNotification: changes.email_notification }),
  };
  await db
    .insert(notificationGlobalSettings)
    .values({
      userId,
      pushNotification: DEFAULT_GLOBAL_SETTINGS.push_notification,
      smsNotification: DEFAULT_GLOBAL_SETTINGS.sms_notification,
      emailNotification: DEFAULT_GLOBAL_SETTINGS.email_notification,
      ...set,
    })
    .onConflictDoUpdate({ target: notificationGlobalSettings.userId, set: { ...set, updatedAt: sql`now()` } });
  return getGlobalSettings(db, userId);
}
