import { NOTIFICATION_CHANNEL, type TNotificationChannelMessage } from '@homebid/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import { notificationStream } from '../live';

/** Sends a NotificationChannel message to every socket of the user, on every API process. */
export function broadcastToUser(app: FastifyInstance, userId: number, message: TNotificationChannelMessage) {
  return app.live.broadcastTo(notificationStream(userId), message);
}

/** Tells the user's sockets (every device) the new unread count after notifications were read. */
export function publishCount(app: FastifyInstance, userId: number, count: number): void {
  void broadcastToUser(app, userId, { type: 'count', count });
}

/**
 * NotificationChannel (CONTRACT §6): no params; the stream of the signed-in user. Anything the
 * client adds to the identifier is ignored, so one user can never listen to another's stream.
 */
export function registerNotificationChannel(app: FastifyInstance): void {
  app.live.registerChannel(NOTIFICATION_CHANNEL, {
    authorize: ({ principal }) => notificationStream(principal.userId),
  });
}
