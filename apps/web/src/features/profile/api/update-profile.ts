import type { TProfileUpdate } from '@homebid/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { profileQueryOptions } from './get-profile';

/** Spec §7 PUT /providers/update.json: company details, services and areas at once. */
export async function updateProfile(provider: TProfileUpdate) {
  const { message, data } = await apiCall(endpoints.updateProfile, { body: { provider } });
  return { message, profile: data };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}
