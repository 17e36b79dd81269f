import { NOTIFICATION_CHANNEL, type TNotificationChannelMessage } from '@homebid/contracts/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useChannel } from '@/lib/cable';
import { currentPackageQueryOptions } from './get-current-package';

/**
 * The plan changed on any device (NotificationChannel `subscription`, or a reconnect that may have
 * missed one): the current package is fetched again, which also brings this device's Pro status
 * (header badge, Pro-only menu) in step. `onChanged` lets the page refresh what else shows the plan.
 */
export function usePlanLive(onChanged?: () => void) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.fetchQuery({ ...currentPackageQueryOptions(), staleTime: 0 }).catch(() => undefined);
    onChanged?.();
  };
  useChannel<TNotificationChannelMessage>(
    { channel: NOTIFICATION_CHANNEL },
    {
      onReceived: (message) => {
        if (message.type === 'subscription') refresh();
      },
      onConnected: (isReconnect) => {
        if (isReconnect) refresh();
      },
    },
  );
}
