import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { cardsKeys } from './query-keys';

/** GET /payments/config (CONTRACT §6a): which card processor the card forms talk to. */
export const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: cardsKeys.paymentsConfig(),
    queryFn: async ({ signal }) => (await apiCall(endpoints.getPaymentsConfig, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions());
}
