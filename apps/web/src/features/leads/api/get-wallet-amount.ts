import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { leadsKeys } from './query-keys';

/** GET /v2/providers/wallets: the amount a wallet purchase is checked against (spec §5). */
export const walletAmountQueryOptions = () =>
  queryOptions({
    queryKey: leadsKeys.balance(),
    queryFn: async ({ signal }) => (await apiCall(endpoints.getWallet, { query: {}, signal })).data.amount,
  });

export function useWalletAmount() {
  return useQuery(walletAmountQueryOptions());
}
