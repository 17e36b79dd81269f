// The wallet's ledger: every movement of money is one append-only wallet_transactions row written in
// the same database transaction as the balance change it records. The balance is changed by one
// conditional UPDATE, so it equals the ledger's sum and never goes below zero under any concurrency
// (PostgreSQL re-checks `balance_cents >= amount` after a concurrent update commits).
import { LEDGER_CATEGORY, type TLedgerCategory, walletMessages } from '@homebid/contracts/wallet';
import { type Executor, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import { invalid } from '../../lib/errors';

export interface LedgerRow {
  id: number;
  wallet_id: number;
  direction: 'credit' | 'debit';
  amount_cents: number;
  balance_after_cents: number;
  category: TLedgerCategory;
  label: string;
  card_label: string | null;
  project_id: number | null;
  card_payment_id: number | null;
  created_at: string | Date;
}

/** bigint columns arrive as text from node-postgres. */
export function normaliseLedgerRow(row: LedgerRow): LedgerRow {
  return {
    ...row,
    id: Number(row.id),
    wallet_id: Number(row.wallet_id),
    amount_cents: Number(row.amount_cents),
    balance_after_cents: Number(row.balance_after_cents),
    project_id: row.project_id === null ? null : Number(row.project_id),
    card_payment_id: row.card_payment_id === null ? null : Number(row.card_payment_id),
  };
}

export interface WalletMove {
  providerId: number;
  amountCents: number;
  category: TLedgerCategory;
  /** What the history line says. */
  label: string;
  cardLabel?: string | null;
  projectId?: number | null;
  cardPaymentId?: number | null;
}

export const insufficientFunds = () => invalid(walletMessages.insufficientFunds);

/** The provider's wallet id, created at zero on first use. */
export async function ensureWallet(tx: Executor, providerId: number): Promise<number> {
  await tx.execute(sql`insert into wallets (provider_id) values (${providerId}) on conflict (provider_id) do nothing`);
  const [wallet] = await rows<{ id: number }>(tx, sql`select id from wallets where provider_id = ${providerId}`);
  return Number(wallet?.id);
}

async function appendLedger(
  tx: Executor,
  wallet: { id: number; balance_cents: number },
  direction: 'credit' | 'debit',
  move: WalletMove,
): Promise<LedgerRow> {
  const [row] = await rows<LedgerRow>(
    tx,
    sql`insert into wallet_transactions
          (wallet_id, direction, amount_cents, balance_after_cents, category, label, card_label, project_id, card_payment_id)
        values (${wallet.id}, ${direction}, ${move.amountCents}, ${wallet.balance_cents}, ${move.category}, ${move.label},
                ${move.cardLabel ?? null}, ${move.projectId ?? null}, ${move.cardPaymentId ?? null})
        returning *`,
  );
  return normaliseLedgerRow(row as LedgerRow);
}

function assertAmount(amountCents: number) {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new Error(`Invalid ledger amount ${amountCents}`);
}

/**
 * Adds money to the provider's wallet and writes its ledger row. Call inside the transaction of the
 * change it pays for (a settled card payment, an approved refund).
 */
export async function creditWallet(tx: Executor, move: WalletMove): Promise<LedgerRow> {
  assertAmount(move.amountCents);
  await ensureWallet(tx, move.providerId);
  const [wallet] = await rows<{ id: number; balance_cents: number }>(
    tx,
    sql`update wallets set balance_cents = balance_cents + ${move.amountCents}, updated_at = now()
        where provider_id = ${move.providerId} returning id, balance_cents`,
  );
  if (!wallet) throw new Error('wallet vanished');
  return appendLedger(tx, { id: Number(wallet.id), balance_cents: Number(wallet.balance_cents) }, 'credit', move);
}

/**
 * Takes money from the provider's wallet and writes its ledger row, or throws 'Insufficient funds'
 * (422) and changes nothing. Call inside the transaction of what the money buys.
 */
export async function debitWallet(tx: Executor, move: WalletMove): Promise<LedgerRow> {
  assertAmount(move.amountCents);
  const [wallet] = await rows<{ id: number; balance_cents: number }>(
    tx,
    sql`update wallets set balance_cents = balance_cents - ${move.amountCents}, updated_at = now()
        where provider_id = ${move.providerId} and balance_cents >= ${move.amountCents} returning id, balance_cents`,
  );
  if (!wallet) throw insufficientFunds();
  return appendLedger(tx, { id: Number(wallet.id), balance_cents: Number(wallet.balance_cents) }, 'debit', move);
}

/** The provider's balance in cents (0 without a wallet). */
export async function walletBalanceCents(db: Executor, providerId: number): Promise<number> {
  const [wallet] = await rows<{ balance_cents: number }>(
    db,
    sql`select balance_cents from wallets where provider_id = ${providerId}`,
  );
  return Number(wallet?.balance_cents ?? 0);
}

/** One ledger row of the provider's wallet by id, or undefined (another provider's is out of reach). */
export async function findLedgerRow(db: Executor, providerId: number, id: number): Promise<LedgerRow | undefined> {
  const [row] = await rows<LedgerRow>(
    db,
    sql`select t.* from wallet_transactions t join wallets w on w.id = t.wallet_id
        where t.id = ${id} and w.provider_id = ${providerId}`,
  );
  return row ? normaliseLedgerRow(row) : undefined;
}

export { LEDGER_CATEGORY };
