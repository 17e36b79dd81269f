import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { walletKeys } from './query-keys';

/** GET /v2/providers/wallet_plans: the top-up amounts ({id, amount}). */
export const walletPlansQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.plans(),
    queryFn: async ({ signal }) => (await apiCall(endpoints.listWalletPlans, { signal })).data,
  });

export function useWalletPlans() {
  return useQuery(walletPlansQueryOptions());
}
