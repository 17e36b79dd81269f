import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { cardsQueryOptions } from './get-cards';

/** DELETE /providers/destroy_provider_card with the body's payment_method_id. */
export async function deleteCard(paymentMethodId: string) {
  return (await apiCall(endpoints.destroyCard, { body: { payment_method_id: paymentMethodId } })).message;
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsQueryOptions().queryKey }),
  });
}
