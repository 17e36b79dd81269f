import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { referenceKeys } from './query-keys';

/** Spec §7 GET /service_list: every service type with its sub-types (registration, profile picker). */
export async function getServiceList(signal?: AbortSignal) {
  return (await apiCall(endpoints.listServiceTypes, { signal })).data;
}

export const serviceListQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.serviceList(),
    queryFn: ({ signal }) => getServiceList(signal),
    staleTime: 10 * 60_000,
  });

export function useServiceList() {
  return useQuery(serviceListQueryOptions());
}
