import * as endpoints from '@homebid/contracts/endpoints/notifications';
import { notificationMessages } from '@homebid/contracts/notifications';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { readCredentials } from '../sessions';
import { countUnread } from './count-unread';
import { getGlobalSettings, saveGlobalSettings } from './global-settings';
import { listNotifications } from './list-notifications';
import { publishCount } from './live-notifications';
import { previewNotifications } from './preview-notifications';
import { pushEndpointPolicy } from './push-endpoint';
import { subscribePush, unsubscribePush } from './push-subscriptions';
import { notificationRoleOf } from './to-notification';
import { getTypeSettings, saveTypeSettings } from './type-settings';
import unsubscribeRoutes from './unsubscribe-routes';

/**
 * Notifications (spec 'access' §2, §7: list, count, header preview), their settings (spec
 * 'projects' §2, §7) and each device's web push subscription.
 */
const notificationsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const policy = pushEndpointPolicy(app.config);
  await app.register(unsubscribeRoutes);

  app.endpoint(endpoints.listNotifications, async ({ principal, query }) =>
    ok(
      await listNotifications({
        db,
        userId: principal.userId,
        role: notificationRoleOf(principal.userType),
        offset: query.offset,
        onRead: (count) => publishCount(app, principal.userId, count),
      }),
    ),
  );

  app.endpoint(endpoints.countNotifications, async ({ principal }) =>
    ok({ count: await countUnread(db, principal.userId) }),
  );

  app.endpoint(endpoints.previewNotifications, async ({ principal }) =>
    ok(await previewNotifications(db, principal.userId, notificationRoleOf(principal.userType))),
  );

  app.endpoint(endpoints.getGlobalNotificationSettings, async ({ principal }) =>
    ok(await getGlobalSettings(db, principal.userId)),
  );

  app.endpoint(endpoints.saveGlobalNotificationSettings, async ({ principal, body }) =>
    ok(await saveGlobalSettings(db, principal.userId, body), notificationMessages.globalSaved),
  );

  app.endpoint(endpoints.getNotificationSettings, async ({ principal }) =>
    ok({
      notification_settings: await getTypeSettings(db, principal.userId, notificationRoleOf(principal.userType)),
    }),
  );

  app.endpoint(endpoints.saveNotificationSettings, async ({ principal, body }) =>
    ok(
      {
        notification_settings: await saveTypeSettings(
          db,
          principal.userId,
          notificationRoleOf(principal.userType),
          body.notification_settings,
        ),
      },
      notificationMessages.typesSaved,
    ),
  );

  app.endpoint(endpoints.getVapidPublicKey, async () => {
    const keys = await app.webPushKeys();
    if (!keys) throw new AppError('unavailable', notificationMessages.pushUnavailable);
    return ok({ public_key: keys.publicKey });
  });

  app.endpoint(
    endpoints.subscribePush,
    async ({ principal, body, request }) =>
      ok(
        await subscribePush({
          db,
          policy,
          userId: principal.userId,
          subscription: body,
          client: readCredentials(request)?.client ?? null,
          userAgent: request.headers['user-agent'] ?? null,
        }),
        notificationMessages.subscribed,
      ),
    { rateLimit: { max: 30, timeWindow: '1 minute' } },
  );

  app.endpoint(endpoints.unsubscribePush, async ({ principal, body }) =>
    ok(await unsubscribePush(db, principal.userId, body.endpoint), notificationMessages.unsubscribed),
  );
};

export default notificationsRoutes;
