import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { leadsKeys } from './query-keys';

/** GET /v2/providers/purchased_lead_projects: the projects whose lead the provider bought. */
export const purchasedLeadsQueryOptions = () =>
  queryOptions({
    queryKey: leadsKeys.purchased(),
    queryFn: async ({ signal }) => (await apiCall(endpoints.listPurchasedLeads, { signal })).data.projects,
  });

export function usePurchasedLeads() {
  return useQuery(purchasedLeadsQueryOptions());
}
