// The wallet's ledger: every movement of money is one append-only wallet_transactions row written in
// the same database transaction as the balance change it records. The balance is changed by one
// conditional UPDATE, so it equals the ledger's sum and never goes below zero under any concurrency
// (PostgreSQL re-checks `balance_cents >= amount` after a concurrent update commits).
import { LEDGER_CATEGORY, type TLedgerCategory, walletMessages } from '@homebid/contracts/wallet';
import type { Database } from '@homebid/db/client';
import { wallets, walletTransactions } from '@homebid/db/schema';
import { and, eq, getTableColumns, gte, sql } from 'drizzle-orm';
import { invalid } from '../../lib/errors';

/** One wallet_transactions row. */
export type LedgerRow = typeof walletTransactions.$inferSelect;

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
export async function ensureWallet(tx: Database, providerId: number): Promise<number> {
  await tx.insert(wallets).values({ providerId }).onConflictDoNothing({ target: wallets.providerId });
  const [wallet] = await tx.select({ id: wallets.id }).from(wallets).where(eq(wallets.providerId, providerId));
  if (!wallet) throw new Error('wallet vanished');
  return wallet.id;
}

async function appendLedger(
  tx: Database,
  wallet: { id: number; balanceCents: number },
  direction: 'credit' | 'debit',
  move: WalletMove,
): Promise<LedgerRow> {
  const [row] = await tx
    .insert(walletTransactions)
    .values({
      walletId: wallet.id,
      direction,
      amountCents: move.amountCents,
      balanceAfterCents: wallet.balanceCents,
      category: move.category,
      label: move.label,
      cardLabel: move.cardLabel ?? null,
      projectId: move.projectId ?? null,
      cardPaymentId: move.cardPaymentId ?? null,
    })
    .returning();
  if (!row) throw new Error('ledger row missing');
  return row;
}

function assertAmount(amountCents: number) {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new Error(`Invalid ledger amount ${amountCents}`);
}

const movedWallet = { id: wallets.id, balanceCents: wallets.balanceCents };

/**
 * Adds money to the provider's wallet and writes its ledger row. Call inside the transaction of the
 * change it pays for (a settled card payment, an approved refund).
 */
export async function creditWallet(tx: Database, move: WalletMove): Promise<LedgerRow> {
  assertAmount(move.amountCents);
  await ensureWallet(tx, move.providerId);
  const [wallet] = await tx
    .update(wallets)
    .set({ balanceCents: sql`${wallets.balanceCents} + ${move.amountCents}`, updatedAt: sql`now()` })
    .where(eq(wallets.providerId, move.providerId))
    .returning(movedWallet);
  if (!wallet) throw new Error('wallet vanished');
  return appendLedger(tx, wallet, 'credit', move);
}

/**
 * Takes money from the provider's wallet and writes its ledger row, or throws 'Insufficient funds'
 * (422) and changes nothing. Call inside the transaction of what the money buys.
 */
export async function debitWallet(tx: Database, move: WalletMove): Promise<LedgerRow> {
  assertAmount(move.amountCents);
  // The balance guard is part of the one UPDATE, so no row is touched when the money is not there.
  const [wallet] = await tx
    .update(wallets)
    .set({ balanceCents: sql`${wallets.balanceCents} - ${move.amountCents}`, updatedAt: sql`now()` })
    .where(and(eq(wallets.providerId, move.providerId), gte(wallets.balanceCents, move.amountCents)))
    .returning(movedWallet);
  if (!wallet) throw insufficientFunds();
  return appendLedger(tx, wallet, 'debit', move);
}

/** The provider's balance in cents (0 without a wallet). */
export async function walletBalanceCents(db: Database, providerId: number): Promise<number> {
  const [wallet] = await db
    .select({ balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.providerId, providerId));
  return wallet?.balanceCents ?? 0;
}

/** One ledger row of the provider's wallet by id, or undefined (another provider's is out of reach). */
export async function findLedgerRow(db: Database, providerId: number, id: number): Promise<LedgerRow | undefined> {
  const [row] = await db
    .select(getTableColumns(walletTransactions))
    .from(walletTransactions)
    .innerJoin(wallets, eq(wallets.id, walletTransactions.walletId))
    .where(and(eq(walletTransactions.id, id), eq(wallets.providerId, providerId)));
  return row;
}

export { LEDGER_CATEGORY };
