import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { notificationKeys } from './query-keys';

/** POST /api/unsubscribe?token= (public): switches off the e-mails of the link's notification type. */
export async function unsubscribeEmail(token: string) {
  return (await apiCall(endpoints.emailUnsubscribe, { query: { token } })).data;
}

export function useUnsubscribeEmail(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribeEmail(token),
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.emailUnsubscribe(token), answer),
  });
}
