import { LEDGER_CATEGORY } from '@homebid/contracts/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { leadsKeys } from './query-keys';

export interface PurchaseLeadInput {
  projectId: number;
  /** One key per attempt for the debit: a retried purchase never debits twice. */
  idempotencyKey: string;
}

/** The debit went through but marking the lead purchased failed (spec §8 'Lead Purchased failed'). */
export class MarkPurchasedFailed extends Error {
  override readonly cause: unknown;
  constructor(cause: unknown) {
    super(cause instanceof ApiError ? cause.message : 'Lead Purchased failed');
    this.name = 'MarkPurchasedFailed';
    this.cause = cause;
  }
}

/**
 * Spec §4 purchase flow: debit the wallet ('Lead Contact Purchase', POST /v2/providers/wallets/update),
 * then mark the lead purchased with that ledger line (POST /v2/providers/projects/{id}/lead_purchased).
 */
export async function purchaseLead({ projectId, idempotencyKey }: PurchaseLeadInput) {
  const debit = await apiCall(endpoints.updateWallet, {
    body: { payment_type: 'debit', category: LEDGER_CATEGORY.leadPurchase, project_id: projectId },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  try {
    const marked = await apiCall(endpoints.markLeadPurchased, {
      params: { id: projectId },
      body: {
        payment_type: 'debit',
        category: LEDGER_CATEGORY.leadPurchase,
        project_id: projectId,
        // A free lead (100% discount) moves no money: its line is not stored (id 0), so none is named.
        ...(debit.data.history.id > 0 ? { wallet_history_id: debit.data.history.id } : {}),
      },
      headers: { 'Idempotency-Key': `${idempotencyKey}:mark` },
    });
    return marked.data;
  } catch (error) {
    throw new MarkPurchasedFailed(error);
  }
}

/** Everything a purchase changes: the lead lists, the balance, and the owner's queries (onChanged). */
export function usePurchaseLead(onChanged?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseLead,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: leadsKeys.all });
      await onChanged?.();
    },
  });
}
