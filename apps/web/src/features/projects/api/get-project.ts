import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { projectsKeys } from './query-keys';

/** GET /v2/providers/projects/{id}: the project as this provider may see it. */
export const projectQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectsKeys.detail(projectId),
    queryFn: async ({ signal }) =>
      (await apiCall(endpoints.getProviderProject, { params: { id: projectId }, signal })).data,
    retry: false,
    // Customers and rivals change it at any time: shown from the cache, refetched on every visit.
    staleTime: 0,
  });

export function useProject(projectId: number) {
  return useQuery(projectQueryOptions(projectId));
}
