import { NOTIFICATION_CHANNEL, type TNotificationChannelMessage } from '@homebid/contracts/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/toast';
import { useChannel } from '@/lib/cable';
import { customerProjectTexts as t } from '../texts';
import { refreshProject } from './project-cache';
import { customerProjectsKeys } from './query-keys';

/**
 * What a NotificationChannel message says about one of the customer's projects: which one, and what
 * to tell them (a notification's own text: a new bid, a message, the job marked complete; a fixed text
 * for a change that wrote no notification).
 */
export function customerProjectChangeOf(
  message: TNotificationChannelMessage,
): { projectId: number; text: string } | null {
  if (message.type === 'notification') {
    return message.data.project_id ? { projectId: message.data.project_id, text: message.data.notification } : null;
  }
  if (message.type === 'project') {
    return { projectId: message.project_id, text: message.event === 'message' ? t.live.message : t.live.changed };
  }
  return null;
}

/**
 * While a customer's project page is open (`projectId`; null: none), a change to it refetches the
 * project (bids, unread counts, status) and says what happened in a toast; a reconnect fetches what
 * was missed. Shares the header's NotificationChannel subscription when there is one.
 */
export function useCustomerProjectLive(projectId: number | null) {
  const queryClient = useQueryClient();
  useChannel<TNotificationChannelMessage>(projectId ? { channel: NOTIFICATION_CHANNEL } : null, {
    onReceived: (message) => {
      const change = customerProjectChangeOf(message);
      if (!projectId || change?.projectId !== projectId) return;
      void refreshProject(queryClient, projectId);
      notify.info(change.text);
    },
    onConnected: (isReconnect) => {
      if (isReconnect && projectId) void refreshProject(queryClient, projectId);
    },
  });
}

/** While the list is open, any change to one of the customer's projects fetches the list again (no toast). */
export function useCustomerProjectsLive() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerProjectsKeys.list() });
  useChannel<TNotificationChannelMessage>(
    { channel: NOTIFICATION_CHANNEL },
    {
      onReceived: (message) => {
        if (customerProjectChangeOf(message)) void refresh();
      },
      onConnected: (isReconnect) => {
        if (isReconnect) void refresh();
      },
    },
  );
}
