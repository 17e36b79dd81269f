/**
 * Stream names: what a broadcast is addressed to. A channel's `authorize` answers one of these for a
 * subscriber, and `broadcastTo(stream, message)` reaches every socket subscribed to it, on every
 * API process (through Redis when REDIS_URL is set).
 */

/** The conversation between a project's customer and one provider (ChatChannel). */
export function chatStream(projectId: number, providerId: number): string {
  return `chat:${projectId}:${providerId}`;
}

/** One user's notifications (NotificationChannel). */
export function notificationStream(userId: number): string {
  return `notifications:${userId}`;
}
