import {
  DEFAULT_TYPE_SETTINGS,
  NOTIFICATION_TYPES,
  notificationMessages,
  type TNotificationSetting,
  type TNotificationType,
} from '@homebid/contracts/notifications';
import type { Database } from '@homebid/db/client';
import { notificationSettings } from '@homebid/db/schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';

type Writer = Pick<Database, 'insert' | 'select'>;

const POSITION = new Map(NOTIFICATION_TYPES.map((type, index) => [type, index]));

/** Writes the rows a user does not have yet, with the defaults (idempotent, safe when two run at once). */
export async function ensureTypeSettings(db: Pick<Database, 'insert'>, userId: number): Promise<void> {
  await db
    .insert(notificationSettings)
    .values(
      NOTIFICATION_TYPES.map((type) => ({
        userId,
        notificationType: type,
        pushNotification: DEFAULT_TYPE_SETTINGS[type].push_notification,
        smsNotification: DEFAULT_TYPE_SETTINGS[type].sms_notification,
        emailNotification: DEFAULT_TYPE_SETTINGS[type].email_notification,
      })),
    )
    .onConflictDoNothing();
}

async function readRows(db: Pick<Database, 'select'>, userId: number): Promise<TNotificationSetting[]> {
  const rows = await db
    .select({
      id: notificationSettings.id,
      notification_type: notificationSettings.notificationType,
      push_notification: notificationSettings.pushNotification,
      sms_notification: notificationSettings.smsNotification,
      email_notification: notificationSettings.emailNotification,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .orderBy(asc(notificationSettings.id));
  return rows
    .map((row) => ({ ...row, notification_type: row.notification_type as TNotificationType }))
    .sort((a, b) => (POSITION.get(a.notification_type) ?? 99) - (POSITION.get(b.notification_type) ?? 99));
}

/** GET /notification_settings: one row per type, in the screen's order, created with defaults on first read. */
export async function getTypeSettings(db: Writer, userId: number): Promise<TNotificationSetting[]> {
  const rows = await readRows(db, userId);
  if (rows.length === NOTIFICATION_TYPES.length) return rows;
  await ensureTypeSettings(db, userId);
  return readRows(db, userId);
}

export interface TypeSettingChange {
  id: number;
  push_notification?: boolean;
  sms_notification?: boolean;
  email_notification?: boolean;
}

/**
 * POST /notification_settings: each row by id, only the caller's own; an id that is not one of
 * them refuses the whole request (404) and changes nothing.
 */
export async function saveTypeSettings(
  db: Database,
  userId: number,
  changes: TypeSettingChange[],
): Promise<TNotificationSetting[]> {
  await ensureTypeSettings(db, userId);
  await db.transaction(async (tx) => {
    const ids = [...new Set(changes.map((change) => change.id))];
    if (ids.length) {
      const own = await tx
        .select({ id: notificationSettings.id })
        .from(notificationSettings)
        .where(and(eq(notificationSettings.userId, userId), inArray(notificationSettings.id, ids)));
      if (own.length !== ids.length) throw new AppError('not_found', notificationMessages.settingNotFound);
    }
    for (const change of changes) {
      const set = {
        ...(change.push_notification === undefined ? {} : { pushNotification: change.push_notification }),
        ...(change.sms_notification === undefined ? {} : { smsNotification: change.sms_notification }),
        ...(change.email_notification === undefined ? {} : { emailNotification: change.email_notification }),
      };
      if (Object.keys(set).length === 0) continue;
      await tx
        .update(notificationSettings)
        .set({ ...set, updatedAt: sql`now()` })
        .where(and(eq(notificationSettings.id, change.id), eq(notificationSettings.userId, userId)));
    }
  });
  return readRows(db, userId);
}
