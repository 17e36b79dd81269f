// The live module's front door: the /cable channel (Action Cable protocol, CONTRACT §6).
//
// - `app.live.broadcastTo(stream, message)`: every socket subscribed to `stream`, on every process
//   (through Redis pub/sub when REDIS_URL is set, in process otherwise). Call it after commit.
// - `app.live.registerChannel(name, { authorize, onSubscribe?, onMessage? })`: a module adds its
//   channel (ChatChannel: modules/chat; NotificationChannel: modules/notifications) in its routes
//   plugin; `authorize` answers the stream to listen to, or null to reject.
// - `app.live.endSessions(tokenIds)`: after sessions were deleted (sign-out, password reset), their
//   sockets are disconnected on every process. Expired sessions' sockets close by themselves.
// - Stream names: `chatStream(projectId, providerId)`, `notificationStream(userId)`.
export type { Broker } from './broker';
export { CABLE_PATH, CABLE_PROTOCOL, PING_INTERVAL_MS, SESSION_CHECK_INTERVAL_MS } from './cable-server';
export type { ChannelContext, ChannelDefinition, SubscribedContext } from './channels';
export { default as livePlugin, type LiveHub } from './live-plugin';
export { chatStream, notificationStream } from './streams';
