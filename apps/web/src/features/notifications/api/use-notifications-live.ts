import {
  NOTIFICATION_CHANNEL,
  NOTIFICATION_PREVIEW_SIZE,
  type TNotificationActivities,
  type TNotificationChannelMessage,
} from '@homebid/contracts/notifications';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useChannel } from '@/lib/cable';
import { notificationKeys } from './query-keys';

/**
 * What NotificationChannel's messages do to the caches (CONTRACT §6): the unread count is set; a new
 * notification goes first in the header's five (and so the dashboard's two), and the pages of
 * /notifications are fetched again. Project and subscription changes are for their pages.
 */
export function applyNotificationMessage(queryClient: QueryClient, message: TNotificationChannelMessage) {
  if (message.type !== 'notification' && message.type !== 'count') return;
  queryClient.setQueryData(notificationKeys.count(), message.count);
  if (message.type === 'count') {
    queryClient.setQueryData<TNotificationActivities>(notificationKeys.preview(), (preview) =>
      preview ? { ...preview, count: message.count } : preview,
    );
    return;
  }
  const item = message.data;
  queryClient.setQueryData<TNotificationActivities>(notificationKeys.preview(), (preview) =>
    preview
      ? {
          activities: [item, ...preview.activities.filter((a) => a.id !== item.id)].slice(0, NOTIFICATION_PREVIEW_SIZE),
          count: message.count,
        }
      : preview,
  );
  void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
}

/** Keeps the badge, the header's list, the dashboard's and /notifications live while mounted. */
export function useNotificationsLive() {
  const queryClient = useQueryClient();
  useChannel<TNotificationChannelMessage>(
    { channel: NOTIFICATION_CHANNEL },
    {
      onReceived: (message) => applyNotificationMessage(queryClient, message),
      // Back after a lost connection: what came meanwhile is fetched.
      onConnected: (isReconnect) => {
        if (isReconnect) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      },
    },
  );
}
