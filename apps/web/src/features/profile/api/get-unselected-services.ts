import type { TServiceType } from '@homebid/contracts/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** Spec §7 GET /providers/list_unselected_project_type: the services the provider does not offer yet. */
export async function getUnselectedServices(signal?: AbortSignal): Promise<TServiceType[]> {
  return (await apiGet<{ data: TServiceType[] }>('/providers/list_unselected_project_type', { signal })).data;
}

export const unselectedServicesQueryOptions = () =>
  queryOptions({
    queryKey: ['providers', 'list_unselected_project_type'],
    queryFn: ({ signal }) => getUnselectedServices(signal),
  });

export function useUnselectedServices(isEnabled: boolean) {
  return useQuery({ ...unselectedServicesQueryOptions(), enabled: isEnabled });
}
