import type { TNotificationChannelMessage, TProjectLiveEvent } from '@homebid/contracts/notifications';
import { type LiveHub, notificationStream } from '../live';

type Broadcaster = Pick<LiveHub, 'broadcastTo'>;

/**
 * A content-free live message on users' NotificationChannel streams, for a change that writes no
 * notification yet changes what their open pages show (they fetch it again). Nothing is stored or
 * delivered elsewhere, and a user without an open socket misses nothing. Call it after the commit.
 */
export async function announceToUsers(
  live: Broadcaster,
  userIds: Iterable<number>,
  message: Extract<TNotificationChannelMessage, { type: 'project' | 'subscription' }>,
): Promise<void> {
  await Promise.all([...new Set(userIds)].map((userId) => live.broadcastTo(notificationStream(userId), message)));
}

/** `{"type":"project","project_id":…,"event":…}` to the given users. */
export function announceProjectChange(
  live: Broadcaster,
  userIds: Iterable<number>,
  projectId: number,
  event: TProjectLiveEvent,
): Promise<void> {
  return announceToUsers(live, userIds, { type: 'project', project_id: projectId, event });
}
