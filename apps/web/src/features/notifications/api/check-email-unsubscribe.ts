import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { notificationKeys } from './query-keys';

/** GET /api/unsubscribe?token= (public): the notification type an e-mail's unsubscribe link names, and whether its e-mails are on. */
export const emailUnsubscribeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: notificationKeys.emailUnsubscribe(token),
    queryFn: async ({ signal }) => (await apiCall(endpoints.checkEmailUnsubscribe, { query: { token }, signal })).data,
    retry: false,
  });

export const useEmailUnsubscribeCheck = (token: string) =>
  useQuery({ ...emailUnsubscribeQueryOptions(token), enabled: token.length > 0 });
