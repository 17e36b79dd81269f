import { DEFAULT_TYPE_SETTINGS, notificationMessages, type TUnsubscribeAnswer } from '@homebid/contracts/notifications';
import type { Database } from '@homebid/db/client';
import { notificationSettings, users } from '@homebid/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { invalid } from '../../lib/errors';
import { readUnsubscribeToken } from './unsubscribe-token';

/** The user and type a token names; a bad token, or one of an account that is gone, is a 422. */
async function userOfToken(db: Pick<Database, 'select'>, secret: string | undefined, token: string) {
  const named = readUnsubscribeToken(secret, token);
  if (!named) throw invalid(notificationMessages.unsubscribeInvalid);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, named.userId));
  if (!user) throw invalid(notificationMessages.unsubscribeInvalid);
  return named;
}

/** GET /unsubscribe: what the link names and whether those e-mails are on now (changes nothing). */
export async function checkEmailUnsubscribe(
  db: Pick<Database, 'select'>,
  secret: string | undefined,
  token: string,
): Promise<TUnsubscribeAnswer> {
  const { userId, type } = await userOfToken(db, secret, token);
  const [row] = await db
    .select({ email: notificationSettings.emailNotification })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.notificationType, type)));
  return { notification_type: type, email_notification: row?.email ?? DEFAULT_TYPE_SETTINGS[type].email_notification };
}

/**
 * POST /unsubscribe (one click, no sign-in): the token's type stops e-mailing its user. The row is
 * created with the type's other defaults when the user never saved settings; repeating is harmless.
 */
export async function unsubscribeEmail(
  db: Pick<Database, 'select' | 'insert'>,
  secret: string | undefined,
  token: string,
): Promise<TUnsubscribeAnswer> {
  const { userId, type } = await userOfToken(db, secret, token);
  const defaults = DEFAULT_TYPE_SETTINGS[type];
  await db
    .insert(notificationSettings)
    .values({
      userId,
      notificationType: type,
      pushNotification: defaults.push_notification,
      smsNotification: defaults.sms_notification,
      emailNotification: false,
    })
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.notificationType],
      set: { emailNotification: false, updatedAt: sql`now()` },
    });
  return { notification_type: type, email_notification: false };
}
