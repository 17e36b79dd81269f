import type { TProfileUpdateParsed, TProviderProfile } from '@homebid/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryOptions } from './get-profile';

/** Spec §7 PUT /providers/update.json: company details, services and areas at once. */
export async function updateProfile(
  provider: TProfileUpdateParsed,
): Promise<{ message: string; profile: TProviderProfile }> {
  const { body } = await apiRequest<{ message: string; data: TProviderProfile }>('/providers/update.json', {
    method: 'PUT',
    body: { provider },
  });
  return { message: body.message, profile: body.data };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}
