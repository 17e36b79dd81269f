import { centsToDollars, type TWallet, WALLET_PAGE_SIZE } from '@homebid/contracts/wallet';
import { type Executor, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import { type LedgerRow, normaliseLedgerRow, walletBalanceCents } from './ledger';
import { transactionJson } from './transaction-json';

export interface GetWalletOptions {
  db: Executor;
  providerId: number;
  page?: number;
  perPage?: number;
}

/** GET /v2/providers/wallets: the balance; with a page, that page of the history, newest first (spec §2, §7). */
export async function getWallet({ db, providerId, page, perPage }: GetWalletOptions): Promise<TWallet> {
  const balance = await walletBalanceCents(db, providerId);
  if (page === undefined) return { amount: centsToDollars(balance) };
  const size = perPage ?? WALLET_PAGE_SIZE;
  const [list, [count]] = await Promise.all([
    rows<LedgerRow>(
      db,
      sql`select t.* from wallet_transactions t join wallets w on w.id = t.wallet_id
          where w.provider_id = ${providerId} order by t.id desc limit ${size} offset ${(page - 1) * size}`,
    ),
    rows<{ total: number }>(
      db,
      sql`select count(*)::int as total from wallet_transactions t join wallets w on w.id = t.wallet_id
          where w.provider_id = ${providerId}`,
    ),
  ]);
  const total = Number(count?.total ?? 0);
  return {
    amount: centsToDollars(balance),
    transactions: list.map((row) => transactionJson(normaliseLedgerRow(row))),
    pagination: { page, per_page: size, total_entries: total, total_pages: Math.max(1, Math.ceil(total / size)) },
  };
}
