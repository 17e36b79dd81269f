import type { TGlobalNotificationSettings, TNotificationSetting } from '@homebid/contracts/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { notificationKeys } from './query-keys';

/** GET /api/all_notifications_settings/0: the global switches. */
export function globalSettingsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.globalSettings(),
    queryFn: async ({ signal }) => (await apiCall(endpoints.getGlobalNotificationSettings, { signal })).data,
  });
}

/** GET /api/notification_settings: one row per notification type. */
export function typeSettingsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.typeSettings(),
    queryFn: async ({ signal }) =>
      (await apiCall(endpoints.getNotificationSettings, { signal })).data.notification_settings,
  });
}

export const useGlobalSettings = () => useQuery(globalSettingsQueryOptions());
export const useTypeSettings = () => useQuery(typeSettingsQueryOptions());

export interface SaveSettingsInput {
  global: TGlobalNotificationSettings;
  types: TNotificationSetting[];
}

/**
 * Save (spec 'projects' §2): POST /api/all_notifications_settings, then POST
 * /api/notification_settings with every row and its id. Answers the last message for the modal.
 */
export async function saveNotificationSettings({ global, types }: SaveSettingsInput) {
  const saved = await apiCall(endpoints.saveGlobalNotificationSettings, { body: global });
  const rows = await apiCall(endpoints.saveNotificationSettings, {
    body: {
      notification_settings: types.map(({ id, push_notification, sms_notification, email_notification }) => ({
        id,
        push_notification,
        sms_notification,
        email_notification,
      })),
    },
  });
  return { global: saved.data, types: rows.data.notification_settings, message: rows.message };
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: ({ global, types }) => {
      queryClient.setQueryData(notificationKeys.globalSettings(), global);
      queryClient.setQueryData(notificationKeys.typeSettings(), types);
    },
  });
}
