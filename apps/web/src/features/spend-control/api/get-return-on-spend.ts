import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { spendControlKeys } from './query-keys';

/** GET /v2/providers/return_on_spend: per month, leads bought, hires won and cost per hire. */
export const returnOnSpendQueryOptions = () =>
  queryOptions({
    queryKey: spendControlKeys.returnOnSpend(),
    queryFn: async ({ signal }) => (await apiCall(endpoints.getReturnOnSpend, { query: { months: 12 }, signal })).data,
  });

export function useReturnOnSpend() {
  return useQuery(returnOnSpendQueryOptions());
}
