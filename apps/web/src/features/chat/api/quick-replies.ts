import type { TQuickReply } from '@homebid/contracts/chat';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { chatKeys } from './query-keys';

/** GET /api/messages/quick_replies: the provider's saved templates. */
export function quickRepliesQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.quickReplies(),
    queryFn: async ({ signal }) => (await apiCall(endpoints.listQuickReplies, { signal })).data.quick_replies,
  });
}

export function useQuickReplies(enabled = true) {
  return useQuery({ ...quickRepliesQueryOptions(), enabled });
}

/** POST /api/messages/quick_replies. */
export function useCreateQuickReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => {
      const { data, message } = await apiCall(endpoints.createQuickReply, { body: { text } });
      return { quickReply: data.quick_reply, message };
    },
    onSuccess: ({ quickReply }) =>
      queryClient.setQueryData<TQuickReply[]>(chatKeys.quickReplies(), (list) => [...(list ?? []), quickReply]),
  });
}

/** DELETE /api/messages/quick_replies/{id}. */
export function useDeleteQuickReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiCall(endpoints.deleteQuickReply, { params: { id } })).data.id,
    onSuccess: (id) =>
      queryClient.setQueryData<TQuickReply[]>(chatKeys.quickReplies(), (list) => list?.filter((q) => q.id !== id)),
  });
}
