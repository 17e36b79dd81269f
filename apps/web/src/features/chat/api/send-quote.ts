import type { TChat } from '@homebid/contracts/chat';
import type { TSendQuoteRequest } from '@homebid/contracts/quotes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints/quotes.gen';
import { withMessage } from '../utils/chat-cache';
import { chatKeys } from './query-keys';

/**
 * POST /api/v2/providers/projects/:id/quotes: the quote goes into the conversation as a card (the
 * server totals it). `sensitive_info` in the answer: the lines carried contact details, nothing was sent.
 */
export async function sendQuote(projectId: number, quote: TSendQuoteRequest) {
  const { data } = await apiCall(endpoints.sendQuote, { params: { id: projectId }, body: quote });
  return data;
}

/** Sends and puts the card in the conversation at once (the live echo then changes nothing). */
export function useSendQuote(projectId: number, providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quote: TSendQuoteRequest) => sendQuote(projectId, quote),
    onSuccess: (answer) => {
      const sent = answer.chat;
      if (!sent) return;
      queryClient.setQueryData<TChat>(chatKeys.conversation(projectId, providerId), (chat) =>
        chat ? withMessage(chat, sent) : chat,
      );
    },
  });
}
