import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { savedSearchKeys } from './query-keys';

/** The services the provider offers (its profile's sub-types), for a saved search's Service choice; only once asked. */
export function useOfferedServices(enabled: boolean) {
  return useQuery({
    queryKey: savedSearchKeys.services(),
    queryFn: async ({ signal }) => (await apiCall(endpoints.getProfile, { signal })).data.project_sub_types,
    enabled,
    staleTime: 60_000,
  });
}
