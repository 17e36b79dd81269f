import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { walletKeys } from './query-keys';

export interface AddFundsInput {
  planId: number;
  paymentMethodId: string;
  /** One key per attempt: a retried request never charges twice. */
  idempotencyKey: string;
}

/** POST /v2/providers/add_amount_to_wallet: charges the saved card, then credits the wallet. */
export async function addFunds({ planId, paymentMethodId, idempotencyKey }: AddFundsInput) {
  const answer = await apiCall(endpoints.addAmountToWallet, {
    body: { plan_id: planId, payment_method: paymentMethodId },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return answer.data;
}

export function useAddFunds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFunds,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
