import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { billingKeys } from './query-keys';

/** GET /api/billing?page={n}: one page of the card charges and refunds, newest first, and the totals. */
export const billingPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: billingKeys.page(page),
    queryFn: async ({ signal }) => (await apiCall(endpoints.listBilling, { query: { page }, signal })).data,
    placeholderData: keepPreviousData,
  });

export function useBillingPage(page: number) {
  return useQuery(billingPageQueryOptions(page));
}
