import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { notificationKeys } from './query-keys';

/** GET /api/notification_list?offset= (spec §9: 9 a page, offset = page index from 0). */
export function notificationListQueryOptions(offset: number) {
  return queryOptions({
    queryKey: notificationKeys.list(offset),
    queryFn: async ({ signal }) => (await apiCall(endpoints.listNotifications, { query: { offset }, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** A page of notifications; listing marks them read, so the badge takes the answer's unread count. */
export function useNotificationList(offset: number) {
  const queryClient = useQueryClient();
  const query = useQuery(notificationListQueryOptions(offset));
  const count = query.isPlaceholderData ? undefined : query.data?.count;
  useEffect(() => {
    if (count === undefined) return;
    queryClient.setQueryData(notificationKeys.count(), count);
    // The header's and the dashboard's items show what is unread: fetch them again.
    void queryClient.invalidateQueries({ queryKey: notificationKeys.preview() });
  }, [count, queryClient]);
  return query;
}
