import { CHAT_DELETE_REFRESH_MS, type TChat } from '@homebid/contracts/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { withoutMessage } from '../utils/chat-cache';
import { chatKeys } from './query-keys';

/** GET /api/messages/soft_delete?message_id=&is_visible=false (own messages only; the server decides). */
export async function deleteChatMessage(messageId: number) {
  const { data, message } = await apiCall(endpoints.softDeleteChatMessage, {
    query: { message_id: messageId, is_visible: 'false' },
  });
  return { deletedMessageId: data.deleted_message_id, message };
}

/** Spec §4: deleting removes the message at once and the list is fetched again 2 s later. */
export function useDeleteChatMessage(projectId: number, providerId: number) {
  const queryClient = useQueryClient();
  const queryKey = chatKeys.conversation(projectId, providerId);
  return useMutation({
    mutationFn: deleteChatMessage,
    onSuccess: ({ deletedMessageId }) => {
      queryClient.setQueryData<TChat>(queryKey, (chat) => (chat ? withoutMessage(chat, deletedMessageId) : chat));
      setTimeout(() => void queryClient.invalidateQueries({ queryKey }), CHAT_DELETE_REFRESH_MS);
    },
  });
}
