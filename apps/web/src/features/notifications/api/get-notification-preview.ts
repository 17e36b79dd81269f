import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { notificationKeys } from './query-keys';

/** GET /api/web_provider_notification: data.activities, the latest five (header dropdown, dashboard's two). */
export function notificationPreviewQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.preview(),
    queryFn: async ({ signal }) => (await apiCall(endpoints.previewNotifications, { signal })).data,
  });
}

export function useNotificationPreview(enabled = true) {
  return useQuery({ ...notificationPreviewQueryOptions(), enabled });
}
