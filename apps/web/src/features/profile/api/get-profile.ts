import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { profileKeys } from './query-keys';

/** Spec §7 GET /user_profile.json: the signed-in provider's profile. */
export async function getProfile(signal?: AbortSignal) {
  return (await apiCall(endpoints.getProfile, { signal })).data;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.own(), queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
