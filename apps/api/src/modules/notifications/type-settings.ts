import {
  DEFAULT_TYPE_SETTINGS,
  isNotificationTypeOf,
  NOTIFICATION_TYPES_BY_ROLE,
  notificationMessages,
  type TNotificationRole,
  type TNotificationSetting,
  type TNotificationType,
} from '@homebid/contracts/notifications';
import type { Database } from '@homebid/db/client';
import { notificationSettings } from '@homebid/db/schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError, invalid } from '../../lib/errors';

type Writer = Pick<Database, 'insert' | 'select'>;

const typesOf = (role: TNotificationRole): readonly TNotificationType[] => NOTIFICATION_TYPES_BY_ROLE[role];
const positionsOf = (role: TNotificationRole) => new Map(typesOf(role).map((type, index) => [type, index]));
const POSITION: Record<TNotificationRole, Map<TNotificationType, number>> = {
  provider: positionsOf('provider'),
  customer: positionsOf('customer'),
};

/**
 * Writes the rows of the role's types a user does not have yet, with the defaults (idempotent, safe
 * when two run at once). A customer gets the customer's rows, a provider the provider's seven.
 */
export async function ensureTypeSettings(
  db: Pick<Database, 'insert'>,
  userId: number,
  role: TNotificationRole,
): Promise<void> {
  await db
    .insert(notificationSettings)
    .values(
      typesOf(role).map((type) => ({
        userId,
        notificationType: type,
        pushNotification: DEFAULT_TYPE_SETTINGS[type].push_notification,
        smsNotification: DEFAULT_TYPE_SETTINGS[type].sms_notification,
        emailNotification: DEFAULT_TYPE_SETTINGS[type].email_notification,
      })),
    )
    .onConflictDoNothing();
}

/** The user's rows of the role's types, in the screen's order (a row of another type is never shown). */
async function readRows(
  db: Pick<Database, 'select'>,
  userId: number,
  role: TNotificationRole,
): Promise<TNotificationSetting[]> {
  const rows = await db
    .select({
      id: notificationSettings.id,
      notification_type: notificationSettings.notificationType,
      push_notification: notificationSettings.pushNotification,
      sms_notification: notificationSettings.smsNotification,
      email_notification: notificationSettings.emailNotification,
    })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.userId, userId), inArray(notificationSettings.notificationType, typesOf(role))))
    .orderBy(asc(notificationSettings.id));
  const position = POSITION[role];
  return rows
    .map((row) => ({ ...row, notification_type: row.notification_type as TNotificationType }))
    .sort((a, b) => (position.get(a.notification_type) ?? 99) - (position.get(b.notification_type) ?? 99));
}

/** GET /notification_settings: one row per type of the caller's role, in the screen's order, created with defaults on first read. */
export async function getTypeSettings(
  db: Writer,
  userId: number,
  role: TNotificationRole,
): Promise<TNotificationSetting[]> {
  const rows = await readRows(db, userId, role);
  if (rows.length === typesOf(role).length) return rows;
  await ensureTypeSettings(db, userId, role);
  return readRows(db, userId, role);
}

export interface TypeSettingChange {
  id: number;
  /** Optional, as the spec's client sends it: when given, it must be one of the role's types. */
  notification_type?: TNotificationType;
  push_notification?: boolean;
  sms_notification?: boolean;
  email_notification?: boolean;
}

/**
 * POST /notification_settings: each row by id, only the caller's own rows of its role's types; an
 * id that is not one of them refuses the whole request (404), and a type of the other role (422),
 * changing nothing.
 */
export async function saveTypeSettings(
  db: Database,
  userId: number,
  role: TNotificationRole,
  changes: TypeSettingChange[],
): Promise<TNotificationSetting[]> {
  if (changes.some((change) => change.notification_type && !isNotificationTypeOf(role, change.notification_type))) {
    throw invalid(notificationMessages.settingNotForRole);
  }
  await ensureTypeSettings(db, userId, role);
  await db.transaction(async (tx) => {
    const ids = [...new Set(changes.map((change) => change.id))];
    if (ids.length) {
      const own = await tx
        .select({ id: notificationSettings.id })
        .from(notificationSettings)
        .where(
          and(
            eq(notificationSettings.userId, userId),
            inArray(notificationSettings.id, ids),
            inArray(notificationSettings.notificationType, typesOf(role)),
          ),
        );
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
  return readRows(db, userId, role);
}
