import fp from 'fastify-plugin';
import { runsBackgroundWork } from '../../lib/config';
import { countOutbox } from './count-outbox';
import { createDispatcher } from './dispatcher';
import { broadcastToUser, registerNotificationChannel } from './live-notifications';
import { pushEndpointPolicy } from './push-endpoint';
import { ensureVapidKeys, type VapidKeys, vapidSubject } from './vapid-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's VAPID keys (generated on the first start, kept in the database); null when they could not be read. */
    webPushKeys(): Promise<VapidKeys | null>;
  }
}

export interface NotificationsPluginOptions {
  /** How often the dispatcher looks for due notifications when not woken; a second when unset. */
  pollMs?: number;
}

/**
 * Delivery of notifications in this process: NotificationChannel on the live channel, the VAPID
 * keys, the outbox dispatcher (started when the app is ready, stopped before it closes) and its
 * metrics (outbox depth, delivery failures). A `web` process (PROCESS_ROLE) has no dispatcher: what
 * it writes stays in the outbox until a worker's dispatcher, polling every second, delivers it (over
 * Redis to the sockets on the web processes).
 */
export default fp<NotificationsPluginOptions>(
  async (app, options) => {
    const log = app.log.child({ component: 'notifications' });
    let keys: Promise<VapidKeys> | undefined;
    const webPushKeys = async () => {
      keys ??= ensureVapidKeys(app.db);
      try {
        return await keys;
      } catch (error) {
        keys = undefined;
        log.error({ err: error }, 'the VAPID keys could not be read or stored');
        return null;
      }
    };
    app.decorate('webPushKeys', webPushKeys);
    registerNotificationChannel(app);
    const subject = vapidSubject(app.config.publicUrl, app.config.mailFrom);
    const dispatcher = createDispatcher({
      db: app.db,
      log,
      mailer: app.mailer,
      sms: app.sms,
      publicUrl: app.config.publicUrl,
      unsubscribeSecret: app.config.otp.secret,
      pushPolicy: pushEndpointPolicy(app.config),
      pollMs: options.pollMs,
      broadcast: (userId, message) => broadcastToUser(app, userId, message),
      onChannelFailed: (channel) => app.metrics.deliveryFailed(channel),
      onGivenUp: () => app.metrics.deliveryGivenUp(),
      vapid: async () => {
        const pair = await webPushKeys();
        return pair ? { keys: pair, subject } : null;
      },
    });
    // Read at each scrape, in every role: a depth that only grows on the web processes says no worker runs.
    app.metrics.readOnScrape({
      outboxDepth: async () => {
        try {
          return await countOutbox(app.db);
        } catch (error) {
          log.warn({ err: error }, 'the outbox depth could not be read for the metrics');
          return undefined;
        }
      },
    });
    const delivers = runsBackgroundWork(app.config);
    app.addHook('onReady', async () => {
      await webPushKeys();
      if (delivers) dispatcher.start();
    });
    if (delivers) app.addHook('preClose', () => dispatcher.stop());
  },
  { name: 'notifications', dependencies: ['config', 'metrics', 'database', 'messaging', 'live'] },
);
