import { centsToDollars, type TWallet, WALLET_PAGE_SIZE } from '@homebid/contracts/wallet';
import type { Database } from '@homebid/db/client';
import { wallets, walletTransactions } from '@homebid/db/schema';
import { count, desc, eq, getTableColumns } from 'drizzle-orm';
import { walletBalanceCents } from './ledger';
import { transactionJson } from './transaction-json';

export interface GetWalletOptions {
  db: Database;
  providerId: number;
  page?: number;
  perPage?: number;
}

/** GET /v2/providers/wallets: the balance; with a page, that page of the history, newest first (spec §2, §7). */
export async function getWallet({ db, providerId, page, perPage }: GetWalletOptions): Promise<TWallet> {
  const balance = await walletBalanceCents(db, providerId);
  if (page === undefined) return { amount: centsToDollars(balance) };
  const size = perPage ?? WALLET_PAGE_SIZE;
  const ofProvider = eq(wallets.providerId, providerId);
  const [list, [counted]] = await Promise.all([
    db
      .select(getTableColumns(walletTransactions))
      .from(walletTransactions)
      .innerJoin(wallets, eq(wallets.id, walletTransactions.walletId))
      .where(ofProvider)
      .orderBy(desc(walletTransactions.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ total: count() })
      .from(walletTransactions)
      .innerJoin(wallets, eq(wallets.id, walletTransactions.walletId))
      .where(ofProvider),
  ]);
  const total = counted?.total ?? 0;
  return {
    amount: centsToDollars(balance),
    transactions: list.map(transactionJson),
    pagination: { page, per_page: size, total_entries: total, total_pages: Math.max(1, Math.ceil(total / size)) },
  };
}
