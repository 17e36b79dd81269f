import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { notificationKeys } from './query-keys';

/** GET /api/notification_count: data.count, the unread notifications (the header badge). */
export function notificationCountQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.count(),
    queryFn: async ({ signal }) => (await apiCall(endpoints.countNotifications, { signal })).data.count,
  });
}

export function useNotificationCount() {
  return useQuery(notificationCountQueryOptions());
}
