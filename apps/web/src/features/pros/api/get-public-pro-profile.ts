import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
// The profile's chunk carries its own tag's calls only.
import * as endpoints from '@/lib/endpoints/pros.gen';
import { prosKeys } from './query-keys';

/** GET /v2/pros/:providerId (public): the pro's card, services, areas, reviews and albums. */
export async function getPublicProProfile(providerId: number, signal?: AbortSignal) {
  return (await apiCall(endpoints.getPublicProProfile, { params: { providerId }, signal })).data;
}

export const publicProProfileQueryOptions = (providerId: number) =>
  queryOptions({
    queryKey: prosKeys.profile(providerId),
    queryFn: ({ signal }) => getPublicProProfile(providerId, signal),
  });

export function usePublicProProfile(providerId: number) {
  return useQuery(publicProProfileQueryOptions(providerId));
}
