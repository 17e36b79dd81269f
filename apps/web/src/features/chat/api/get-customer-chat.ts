import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints/chat.gen';
import { chatKeys } from './query-keys';

/** GET /api/messages/get_customer_chat?provider_id=&project_id=: data.customer_chat (CONTRACT §5). */
export function customerChatQueryOptions(projectId: number, providerId: number) {
  return queryOptions({
    queryKey: chatKeys.conversation(projectId, providerId),
    queryFn: async ({ signal }) =>
      (
        await apiCall(endpoints.getCustomerChat, {
          query: { project_id: projectId, provider_id: providerId },
          signal,
        })
      ).data.customer_chat,
  });
}

export function useCustomerChat(projectId: number, providerId: number, enabled = true) {
  return useQuery({ ...customerChatQueryOptions(projectId, providerId), enabled });
}
