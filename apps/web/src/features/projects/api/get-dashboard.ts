import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { projectsKeys } from './query-keys';

/** GET /v2/providers/dashboard.json: stats, activities, own projects, available projects. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: projectsKeys.dashboard(),
    queryFn: async ({ signal }) => (await apiCall(endpoints.getDashboard, { query: {}, signal })).data,
    // Customers and rivals change it at any time: shown from the cache, refetched on every visit.
    staleTime: 0,
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
