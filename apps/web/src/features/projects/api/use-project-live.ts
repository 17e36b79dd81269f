import {
  NOTIFICATION_CHANNEL,
  projectLiveTexts,
  type TNotificationChannelMessage,
} from '@homebid/contracts/notifications';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/toast';
import { useChannel } from '@/lib/cable';
import { projectQueryOptions } from './get-project';
import { projectsKeys } from './query-keys';

/**
 * What a NotificationChannel message says about a project: which one, and what to tell the
 * provider (a notification's own text, e.g. hired or completed; a fixed text for the others).
 */
export function projectChangeOf(message: TNotificationChannelMessage): { projectId: number; text: string } | null {
  if (message.type === 'notification') {
    return message.data.project_id ? { projectId: message.data.project_id, text: message.data.notification } : null;
  }
  if (message.type === 'project') return { projectId: message.project_id, text: projectLiveTexts[message.event] };
  return null;
}

/** The project's detail is fetched again at once; the lists that show it, on their next visit. */
export function refreshProject(queryClient: QueryClient, projectId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: projectQueryOptions(projectId).queryKey }),
    queryClient.invalidateQueries({ queryKey: projectsKeys.all, refetchType: 'none' }),
  ]);
}

/**
 * While a project's page is open (`projectId`; null: none), a change to it (hired, completed, its
 * lead unlocked by another pro, a new message from the customer) refreshes the page and says what
 * happened in a toast. Listens on NotificationChannel, sharing the header's subscription.
 */
export function useProjectLive(projectId: number | null) {
  const queryClient = useQueryClient();
  useChannel<TNotificationChannelMessage>(projectId ? { channel: NOTIFICATION_CHANNEL } : null, {
    onReceived: (message) => {
      const change = projectChangeOf(message);
      if (!projectId || change?.projectId !== projectId) return;
      void refreshProject(queryClient, projectId);
      notify.info(change.text);
    },
    onConnected: (isReconnect) => {
      // What changed while the connection was down is fetched.
      if (isReconnect && projectId) void refreshProject(queryClient, projectId);
    },
  });
}
