import type { TServiceType } from '@homebid/contracts/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** Spec §7 GET /service_list: every service type with its sub-types (registration, profile picker). */
export async function getServiceList(signal?: AbortSignal): Promise<TServiceType[]> {
  return (await apiGet<{ data: TServiceType[] }>('/service_list', { signal, keepSessionOnAuthError: true })).data;
}

export const serviceListQueryOptions = () =>
  queryOptions({
    queryKey: ['service_list'],
    queryFn: ({ signal }) => getServiceList(signal),
    staleTime: 10 * 60_000,
  });

export function useServiceList() {
  return useQuery(serviceListQueryOptions());
}
