import type { TPushSubscription } from '@homebid/contracts/notifications';
import type { Database } from '@homebid/db/client';
import { webPushSubscriptions } from '@homebid/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { invalid } from '../../lib/errors';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A push service's endpoint: https anywhere (every browser's push service), plain http only on
 * this machine (a local stand-in push service). Anything else is refused, so the server never
 * POSTs to an address a user made up on the network.
 */
export function isAllowedEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname);
}

export interface SubscribePushOptions {
  db: Database;
  userId: number;
  subscription: TPushSubscription;
  /** The session's device (`client` header). */
  client: string | null;
  userAgent: string | null;
}

/** POST /web_push/subscribe: stores this device's subscription; the same endpoint again (even another user's browser profile) moves it to this user. */
export async function subscribePush({ db, userId, subscription, client, userAgent }: SubscribePushOptions) {
  const endpoint = subscription.endpoint.trim();
  if (!isAllowedEndpoint(endpoint)) throw invalid('This push subscription is not valid.');
  const values = {
    userId,
    endpoint,
    p256dh: subscription.keys.p256dh.trim(),
    auth: subscription.keys.auth.trim(),
    client,
    userAgent: userAgent?.slice(0, 300) ?? null,
  };
  await db
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
    });
  return { subscribed: true };
}

/** POST /web_push/unsubscribe: forgets the endpoint if it is the caller's. */
export async function unsubscribePush(db: Database, userId: number, endpoint: string) {
  await db
    .delete(webPushSubscriptions)
    .where(and(eq(webPushSubscriptions.userId, userId), eq(webPushSubscriptions.endpoint, endpoint.trim())));
  return { subscribed: false };
}
