import { centsToDollars, type TTransaction } from '@homebid/contracts/wallet';
import type { LedgerRow } from './ledger';

const iso = (value: string | Date) => new Date(value).toISOString();

/** A ledger row as the wallet history shows it (spec §3 Transaction). */
export function transactionJson(row: LedgerRow): TTransaction {
  return {
    id: row.id,
    payment_type: row.direction,
    category: row.category,
    label_history: row.label,
    card: row.card_label,
    amount: centsToDollars(row.amount_cents),
    balance_after: centsToDollars(row.balance_after_cents),
    project_id: row.project_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.created_at),
  };
}
