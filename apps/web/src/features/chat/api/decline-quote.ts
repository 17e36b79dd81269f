import type { TChat } from '@homebid/contracts/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints/quotes.gen';
import { withQuote } from '../utils/chat-cache';
import { chatKeys } from './query-keys';

/** POST /api/v2/customers/quotes/:id/decline: the customer declines a pending quote (409 once answered or expired). */
export async function declineQuote(quoteId: number) {
  const { data, message } = await apiCall(endpoints.declineQuote, { params: { id: quoteId } });
  return { quote: data.quote, message };
}

/** Declines and shows the answered card in the conversation at once; a refusal fetches the conversation again. */
export function useDeclineQuote(projectId: number, providerId: number) {
  const queryClient = useQueryClient();
  const queryKey = chatKeys.conversation(projectId, providerId);
  return useMutation({
    mutationFn: declineQuote,
    onSuccess: ({ quote }) => {
      queryClient.setQueryData<TChat>(queryKey, (chat) => (chat ? withQuote(chat, quote) : chat));
    },
    // Refused (answered meanwhile, expired, withdrawn): the conversation as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey }),
  });
}
