import {
  DEFAULT_GLOBAL_SETTINGS,
  DEFAULT_TYPE_SETTINGS,
  notificationTypeOf,
  type TNotificationChannel,
} from '@homebid/contracts/notifications';
import { SAVED_SEARCH_MATCH_TASK } from '@homebid/contracts/saved-searches';
import type { Database } from '@homebid/db/client';
import {
  notificationGlobalSettings,
  notificationSettings,
  savedSearches,
  savedSearchMatches,
} from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';

export type DeliveryChannels = Record<TNotificationChannel, boolean>;

/**
 * The channels a notification of this task name may use for this user: the global switch AND its
 * type's switch (each the default while the user has saved none). A saved search's alert also
 * needs the search's own channel switched on.
 */
export async function deliveryChannels(
  db: Pick<Database, 'select'>,
  userId: number,
  taskName: string,
  notificationId?: number,
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
  const s = await searchChannels(db, taskName, notificationId);
  return {
    push_notification: g.push && t.push && s.push,
    sms_notification: g.sms && t.sms && s.sms,
    email_notification: g.email && t.email && s.email,
  };
}

/** A saved search's alert: the channels its search chose (a deleted search's alert goes out live only). */
async function searchChannels(db: Pick<Database, 'select'>, taskName: string, notificationId: number | undefined) {
  const all = { push: true, sms: true, email: true };
  if (taskName !== SAVED_SEARCH_MATCH_TASK || notificationId === undefined) return all;
  const [search] = await db
    .select({
      push: savedSearches.pushNotification,
      sms: savedSearches.smsNotification,
      email: savedSearches.emailNotification,
    })
    .from(savedSearchMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .where(eq(savedSearchMatches.notificationId, notificationId));
  return search ?? { push: false, sms: false, email: false };
}
