import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { cardsQueryOptions } from './get-cards';

/** POST /v2/providers/add_card_to_stripe: saves the payment method for later off-session use. */
export async function addCard(paymentMethodId: string) {
  return (await apiCall(endpoints.addCard, { body: { payment_method: paymentMethodId } })).data.card;
}

export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCard,
    onSuccess: (card) => {
      // The new card is chosen at once (spec §4: the newest after adding one), before the refetch.
      const { queryKey } = cardsQueryOptions();
      queryClient.setQueryData(queryKey, (cards) =>
        cards ? [...cards.filter((saved) => saved.id !== card.id), card] : [card],
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
