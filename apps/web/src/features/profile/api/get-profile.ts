import type { TProviderProfile } from '@homebid/contracts/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** Spec §7 GET /user_profile.json: the signed-in provider's profile. */
export async function getProfile(signal?: AbortSignal): Promise<TProviderProfile> {
  return (await apiGet<{ data: TProviderProfile }>('/user_profile.json', { signal })).data;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['user_profile'], queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
