import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { referenceKeys } from './query-keys';

/** Spec §7 GET /get_locations?search=: cities whose zip code (or name) starts with the search. */
export async function getLocations(search: string, signal?: AbortSignal) {
  return (await apiCall(endpoints.searchLocations, { query: { search }, signal })).data.city_list;
}

export const locationsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: referenceKeys.locations(search),
    queryFn: ({ signal }) => getLocations(search, signal),
    staleTime: 60 * 60_000,
  });

/** The city of a complete 5-digit zip code (spec §5: each service area shows its city). */
export function useZipCity(zipcode: string) {
  return useQuery({
    ...locationsQueryOptions(zipcode),
    enabled: /^\d{5}$/.test(zipcode),
    select: (cities) => cities.find((city) => city.zipcode === zipcode) ?? null,
  });
}
