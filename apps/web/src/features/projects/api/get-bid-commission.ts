import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { projectsKeys } from './query-keys';

/** GET /get_bid_commission_details: the fee scale the server applies to bids. */
export const bidCommissionQueryOptions = () =>
  queryOptions({
    queryKey: projectsKeys.commission(),
    queryFn: async ({ signal }) => (await apiCall(endpoints.getBidCommissionDetails, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useBidCommission() {
  return useQuery(bidCommissionQueryOptions());
}
