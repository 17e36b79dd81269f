import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { leadsKeys } from './query-keys';

export interface RequestRefundInput {
  projectId: number;
  /** The purchase's ledger line, when the lead card has it. */
  walletHistoryId: number | null;
  reason: string;
  amount: number;
}

/**
 * POST /v2/providers/refunds (spec §7: wallet_history_id, reason, amount). Without the ledger line
 * at hand, GET /v2/providers/wallet_histories/{project_id} names it first.
 */
export async function requestRefund({ projectId, walletHistoryId, reason, amount }: RequestRefundInput) {
  const historyId =
    walletHistoryId ??
    (await apiCall(endpoints.getWalletHistoryForProject, { params: { project_id: projectId } })).data.id;
  const answer = await apiCall(endpoints.requestRefund, { body: { wallet_history_id: historyId, reason, amount } });
  return answer.data.refund;
}

export function useRequestRefund(onChanged?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: leadsKeys.all });
      await onChanged?.();
    },
  });
}
