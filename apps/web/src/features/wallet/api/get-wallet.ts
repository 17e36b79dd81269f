import { WALLET_PAGE_SIZE } from '@homebid/contracts/wallet';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { walletKeys } from './query-keys';

/** GET /v2/providers/wallets: the balance (amount). */
export const walletBalanceQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.balance(),
    queryFn: async ({ signal }) => (await apiCall(endpoints.getWallet, { query: {}, signal })).data.amount,
  });

export function useWalletBalance() {
  return useQuery(walletBalanceQueryOptions());
}

/** GET /v2/providers/wallets?per_page=10&page={n}: the amount, one page of transactions and the total. */
export const walletHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: walletKeys.history(page),
    queryFn: async ({ signal }) => {
      const { data } = await apiCall(endpoints.getWallet, { query: { page, per_page: WALLET_PAGE_SIZE }, signal });
      return {
        amount: data.amount,
        transactions: data.transactions ?? [],
        totalEntries: data.pagination?.total_entries ?? data.transactions?.length ?? 0,
      };
    },
    placeholderData: keepPreviousData,
  });

export function useWalletHistory(page: number) {
  return useQuery(walletHistoryQueryOptions(page));
}
