import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { chatKeys } from './query-keys';

/** GET /api/messages/get_provider_chat?provider_id=&project_id=: data.provider_chat. */
export function providerChatQueryOptions(projectId: number, providerId: number) {
  return queryOptions({
    queryKey: chatKeys.conversation(projectId, providerId),
    queryFn: async ({ signal }) =>
      (
        await apiCall(endpoints.getProviderChat, {
          query: { project_id: projectId, provider_id: providerId },
          signal,
        })
      ).data.provider_chat,
  });
}

export function useProviderChat(projectId: number, providerId: number) {
  return useQuery(providerChatQueryOptions(projectId, providerId));
}
