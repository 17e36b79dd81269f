import { centsToDollars, type TLedgerCategory, type TTransaction } from '@homebid/contracts/wallet';
import type { LedgerRow } from './ledger';

/** A ledger row as the wallet history shows it (spec §3 Transaction). */
export function transactionJson(row: LedgerRow): TTransaction {
  return {
    id: row.id,
    payment_type: row.direction as TTransaction['payment_type'],
    category: row.category as TLedgerCategory,
    label_history: row.label,
    card: row.cardLabel,
    amount: centsToDollars(row.amountCents),
    balance_after: centsToDollars(row.balanceAfterCents),
    project_id: row.projectId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.createdAt.toISOString(),
  };
}
