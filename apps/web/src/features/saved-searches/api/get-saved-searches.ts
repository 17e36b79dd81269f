import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { savedSearchKeys } from './query-keys';

/** GET /api/saved_searches: the provider's saved searches, newest first, and how many it may keep. */
export function savedSearchesQueryOptions() {
  return queryOptions({
    queryKey: savedSearchKeys.list(),
    queryFn: async ({ signal }) => (await apiCall(endpoints.listSavedSearches, { signal })).data,
  });
}

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions());
}
