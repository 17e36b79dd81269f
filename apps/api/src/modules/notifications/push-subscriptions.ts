import { notificationMessages, type TPushSubscription } from '@homebid/contracts/notifications';
import type { Database } from '@homebid/db/client';
import { webPushSubscriptions } from '@homebid/db/schema';
import { and, eq, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import { AppError, invalid } from '../../lib/errors';
import { checkPushEndpoint, type PushEndpointPolicy } from './push-endpoint';

/**
 * A subscription whose device is still signed in as its user (or that was stored without a device):
 * pushes go only to these, and only these are held against another user posting the same endpoint.
 */
export const isSubscriptionSignedIn = or(
  isNull(webPushSubscriptions.client),
  sql`exists (select 1 from auth_tokens a where a.client = ${webPushSubscriptions.client}
              and a.user_id = ${webPushSubscriptions.userId} and a.expires_at > now())`,
) as SQL;

export interface SubscribePushOptions {
  db: Database;
  policy: PushEndpointPolicy;
  userId: number;
  subscription: TPushSubscription;
  /** The session's device (`client` header). */
  client: string | null;
  userAgent: string | null;
}

/**
 * POST /web_push/subscribe: stores this device's subscription to a browser push service
 * (push-endpoint.ts; anything else is refused with 422). The same endpoint again from its user
 * updates it. Another user's endpoint is never taken over while that user is signed in on the
 * device (409); once their session there ended, the endpoint is free (the browser is now the new
 * user's).
 */
export async function subscribePush({ db, policy, userId, subscription, client, userAgent }: SubscribePushOptions) {
  const endpoint = subscription.endpoint.trim();
  const checked = checkPushEndpoint(endpoint, policy);
  if (checked.refusal !== undefined) throw invalid(checked.refusal);
  const values = {
    userId,
    endpoint,
    p256dh: subscription.keys.p256dh.trim(),
    auth: subscription.keys.auth.trim(),
    client,
    userAgent: userAgent?.slice(0, 300) ?? null,
  };
  const stored = await db
    .insert(webPushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: webPushSubscriptions.endpoint,
      set: {
        userId: values.userId,
        p256dh: values.p256dh,
        auth: values.auth,
        client: values.client,
        userAgent: values.userAgent,
        updatedAt: sql`now()`,
      },
      setWhere: or(eq(webPushSubscriptions.userId, userId), not(isSubscriptionSignedIn)),
    })
    .returning({ id: webPushSubscriptions.id });
  if (stored.length === 0) throw new AppError('conflict', notificationMessages.pushEndpointTaken);
  return { subscribed: true };
}

/** POST /web_push/unsubscribe: forgets the endpoint if it is the caller's. */
export async function unsubscribePush(db: Database, userId: number, endpoint: string) {
  await db
    .delete(webPushSubscriptions)
    .where(and(eq(webPushSubscriptions.userId, userId), eq(webPushSubscriptions.endpoint, endpoint.trim())));
  return { subscribed: false };
}
