import type { TLeadPipelineStatus } from '@homebid/contracts/lead-pipeline';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { leadsKeys } from './query-keys';

/** GET /v2/providers/purchased_lead_projects[?status=]: the projects whose lead the provider bought. */
export const purchasedLeadsQueryOptions = (status?: TLeadPipelineStatus) =>
  queryOptions({
    queryKey: leadsKeys.purchased(status),
    queryFn: async ({ signal }) =>
      (await apiCall(endpoints.listPurchasedLeads, { query: status ? { status } : {}, signal })).data.projects,
  });

export function usePurchasedLeads(status?: TLeadPipelineStatus) {
  return useQuery(purchasedLeadsQueryOptions(status));
}
