import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { profileKeys } from './query-keys';

/** Spec §7 GET /providers/list_unselected_project_type: the services the provider does not offer yet. */
export async function getUnselectedServices(signal?: AbortSignal) {
  return (await apiCall(endpoints.listUnselectedServices, { signal })).data;
}

export const unselectedServicesQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.unselectedServices(),
    queryFn: ({ signal }) => getUnselectedServices(signal),
  });

export function useUnselectedServices(isEnabled: boolean) {
  return useQuery({ ...unselectedServicesQueryOptions(), enabled: isEnabled });
}
