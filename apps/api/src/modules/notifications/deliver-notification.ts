import {
  notificationDeliveryTexts,
  notificationSettingsTexts,
  notificationsPageOf,
  notificationTitle,
  notificationTypeOf,
  type TNotificationChannelMessage,
  type TPushPayload,
} from '@homebid/contracts/notifications';
import { pageUrl } from '@homebid/contracts/routes';
import type { Database } from '@homebid/db/client';
import { notificationDeliveries, notifications, users, webPushSubscriptions } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../lib/mail/create-mailer';
import { notificationEmail } from '../../lib/mail/notification-email';
import type { SmsSender } from '../../lib/sms/create-sms-sender';
import { countUnread } from './count-unread';
import { deliveryChannels } from './delivery-channels';
import { emailProjectCard } from './email-project-card';
import type { PushEndpointPolicy } from './push-endpoint';
import { PushGoneError, sendPush } from './push-send';
import { isSubscriptionSignedIn } from './push-subscriptions';
import { notificationColumns, notificationRoleOf, toNotification } from './to-notification';
import { unsubscribePageUrl, unsubscribeToken, unsubscribeUrl } from './unsubscribe-token';
import type { VapidKeys } from './vapid-keys';

/** A notification older than this when its turn comes (a long outage, demo data) goes out live only. */
export const STALE_AFTER_MS = 24 * 60 * 60_000;

export interface DeliveryDeps {
  db: Database;
  log: FastifyBaseLogger;
  mailer: Mailer;
  sms: SmsSender;
  publicUrl: string;
  /** Signs the e-mails' unsubscribe links (OTP_SECRET; a built-in key when unset, never in production). */
  unsubscribeSecret?: string | undefined;
  /** Which push endpoints may be reached (the browsers' push services, WEB_PUSH_HOSTS). */
  pushPolicy: PushEndpointPolicy;
  /** The VAPID keys and subject; null: web push is not available. */
  vapid: () => Promise<{ keys: VapidKeys; subject: string } | null>;
  /** Sends a NotificationChannel message to the user's sockets, on every process. */
  broadcast: (userId: number, message: TNotificationChannelMessage) => Promise<void>;
  /** Told of each channel that failed (it will be retried): `live`, `email`, `sms`, `push`, or `dispatcher` (metrics). */
  onChannelFailed?: (channel: string) => void;
}

export type DeliveryOutcome = 'done' | 'retry';

/**
 * Delivers one notification on every channel its user's settings allow, skipping the channels
 * already recorded in notification_deliveries (a retry never repeats what worked). Answers 'retry'
 * when a channel failed and may work later.
 */
export async function deliverNotification(deps: DeliveryDeps, notificationId: number): Promise<DeliveryOutcome> {
  const { db, log } = deps;
  const [row] = await db
    .select({
      ...notificationColumns,
      userId: notifications.userId,
      name: users.name,
      email: users.email,
      mobileNumber: users.mobileNumber,
      confirmedAt: users.confirmedAt,
      userType: users.userType,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, notificationId));
  if (!row) return 'done';
  const done = new Set(
    (
      await db
        .select({ channel: notificationDeliveries.channel, target: notificationDeliveries.target })
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.notificationId, notificationId))
    ).map((d) => `${d.channel}|${d.target}`),
  );
  const record = (channel: string, target: string) =>
    db.insert(notificationDeliveries).values({ notificationId, channel, target }).onConflictDoNothing();
  let failed = false;
  const attempt = async (channel: string, target: string, send: () => Promise<void>) => {
    if (done.has(`${channel}|${target}`)) return;
    try {
      await send();
      await record(channel, target);
    } catch (error) {
      if (error instanceof PushGoneError) return;
      failed = true;
      deps.onChannelFailed?.(channel);
      log.warn({ err: error, notificationId, channel }, 'notification delivery failed; it will be retried');
    }
  };

  const role = notificationRoleOf(row.userType);
  const notification = toNotification(row, role);
  await attempt('live', '', async () => {
    const count = await countUnread(db, row.userId);
    await deps.broadcast(row.userId, { type: 'notification', data: notification, count });
  });

  if (Date.now() - new Date(row.createdAt).getTime() > STALE_AFTER_MS) {
    log.info({ notificationId }, 'notification too old for e-mail, SMS and push; delivered live only');
    return failed ? 'retry' : 'done';
  }

  const channels = await deliveryChannels(db, row.userId, row.taskName, notificationId);
  // The reader's own pages: a customer's e-mail never links into the provider portal.
  const path = notification.link ?? notificationsPageOf(role);
  const url = `${deps.publicUrl}${path}`;
  // People read the task name's title; the task name itself stays the data.
  const title = notificationTitle(row.taskName);

  if (channels.email_notification && row.email) {
    const type = notificationTypeOf(row.taskName);
    // RFC 8058 one-click unsubscribe: the link switches off this notification type's e-mails only.
    const token = unsubscribeToken(deps.unsubscribeSecret, row.userId, type);
    const settings = pageUrl(role === 'customer' ? 'customerNotificationSettings' : 'notificationSettings');
    await attempt('email', row.email, async () => {
      const project = row.projectId ? await emailProjectCard(db, row.projectId, row.userId, role) : null;
      const message = await notificationEmail({
        to: row.email,
        name: row.name,
        title,
        text: row.notification,
        project,
        url,
        why: notificationDeliveryTexts.emailWhy(notificationSettingsTexts.types[type]),
        unsubscribeUrl: unsubscribeUrl(deps.publicUrl, token),
        unsubscribePageUrl: unsubscribePageUrl(deps.publicUrl, token),
        settingsUrl: `${deps.publicUrl}${settings}`,
      });
      await deps.mailer.send(message);
    });
  }

  if (channels.sms_notification && row.mobileNumber && row.confirmedAt) {
    const mobile = row.mobileNumber;
    await attempt('sms', mobile, () =>
      deps.sms.send({ to: mobile, body: notificationDeliveryTexts.sms(row.notification, url) }),
    );
  }

  if (channels.push_notification) {
    const subscriptions = await db
      .select({
        id: webPushSubscriptions.id,
        endpoint: webPushSubscriptions.endpoint,
        p256dh: webPushSubscriptions.p256dh,
        auth: webPushSubscriptions.auth,
      })
      .from(webPushSubscriptions)
      .where(
        and(
          eq(webPushSubscriptions.userId, row.userId),
          // Only devices still signed in: a browser whose session ended (sign-out, expiry) gets no pushes.
          isSubscriptionSignedIn,
        ),
      );
    if (subscriptions.length) {
      const vapid = await deps.vapid();
      const payload: TPushPayload = {
        title,
        body: row.notification,
        url: path,
        tag: `notification-${notificationId}`,
        notification_id: notificationId,
      };
      for (const subscription of subscriptions) {
        if (!vapid) break;
        await attempt('push', `push:${subscription.id}`, async () => {
          try {
            await sendPush(subscription, payload, vapid.keys, vapid.subject, deps.pushPolicy);
          } catch (error) {
            if (error instanceof PushGoneError) {
              // The browser dropped the subscription, or its endpoint is one we refuse: forget it.
              log.info({ subscriptionId: subscription.id, reason: error.reason }, 'push subscription forgotten');
              await db.delete(webPushSubscriptions).where(eq(webPushSubscriptions.id, subscription.id));
            }
            throw error;
          }
        });
      }
    }
  }
  return failed ? 'retry' : 'done';
}
