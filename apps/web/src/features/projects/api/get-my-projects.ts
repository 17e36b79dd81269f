import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { type MyProjectsTab, projectsKeys } from './query-keys';

/** The four lists answer the same shape; one call per tab. */
async function listTab(tab: MyProjectsTab, signal: AbortSignal) {
  switch (tab) {
    case 'in_bidding':
      return apiCall(endpoints.listInBidding, { signal });
    case 'hired':
      return apiCall(endpoints.listInProcessing, { signal });
    case 'completed':
      return apiCall(endpoints.listHistory, { signal });
    case 'bookmarks':
      return apiCall(endpoints.listBookmarks, { signal });
  }
}

/** My Projects' tabs (spec §2): in_bidding, in_processing, history, bookmark. */
export const myProjectsQueryOptions = (tab: MyProjectsTab) =>
  queryOptions({
    queryKey: projectsKeys.myProjects(tab),
    queryFn: async ({ signal }) => (await listTab(tab, signal)).data.projects,
    // Customers and rivals change it at any time: shown from the cache, refetched on every visit.
    staleTime: 0,
  });

export function useMyProjects(tab: MyProjectsTab) {
  return useQuery(myProjectsQueryOptions(tab));
}
