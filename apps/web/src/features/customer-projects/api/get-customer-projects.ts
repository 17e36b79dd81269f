import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints/customer-projects.gen';
import { customerProjectsKeys } from './query-keys';

/** GET /v2/customers/projects: the customer's own projects, newest first. */
export const customerProjectsQueryOptions = () =>
  queryOptions({
    queryKey: customerProjectsKeys.list(),
    queryFn: async ({ signal }) => (await apiCall(endpoints.listCustomerProjects, { signal })).data.projects,
    // Bids and messages arrive at any time: shown from the cache, refetched on every visit.
    staleTime: 0,
  });

export function useCustomerProjects() {
  return useQuery(customerProjectsQueryOptions());
}
