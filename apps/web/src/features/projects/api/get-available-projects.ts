import type { TAvailableProjectsQuery } from '@homebid/contracts/projects';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { projectsKeys } from './query-keys';

/** GET /v2/providers/projects with the Available Projects filters (spec §2). */
export const availableProjectsQueryOptions = (filters: TAvailableProjectsQuery) =>
  queryOptions({
    queryKey: projectsKeys.available(filters),
    queryFn: async ({ signal }) => (await apiCall(endpoints.listAvailableProjects, { query: filters, signal })).data,
    placeholderData: keepPreviousData,
    // New projects are posted at any time: shown from the cache, refetched on every visit.
    staleTime: 0,
  });

export function useAvailableProjects(filters: TAvailableProjectsQuery) {
  return useQuery(availableProjectsQueryOptions(filters));
}
