import type { TProfileImage } from '@homebid/contracts/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryOptions } from './get-profile';

/** Spec §7 POST /update_profile_image: multipart field `document`. */
export async function updateProfileImage(file: File): Promise<{ message: string; image: TProfileImage }> {
  const form = new FormData();
  form.append('document', file);
  const { body } = await apiRequest<{ message: string; data: TProfileImage }>('/update_profile_image', {
    method: 'POST',
    body: form,
  });
  return { message: body.message, image: body.data };
}

export function useUpdateProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileImage,
    onSuccess: () => queryClient.invalidateQueries(profileQueryOptions()),
  });
}
