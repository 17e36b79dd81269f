import { uploadMessages } from '@homebid/contracts/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { profileQueryOptions } from './get-profile';

/** Spec §7: the multipart field of POST /api/update_profile_image. */
export const PROFILE_IMAGE_FIELD = 'document';

export interface UpdateProfileImageInput {
  file: File;
  /** Share of the bytes sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Spec §7 POST /update_profile_image with the picture, reporting its progress. */
export async function updateProfileImage({ file, onProgress, signal }: UpdateProfileImageInput) {
  const form = new FormData();
  form.append(PROFILE_IMAGE_FIELD, file, file.name);
  const { message, data } = await apiUpload(endpoints.updateProfileImage, {
    params: undefined,
    body: form,
    onProgress,
    signal,
    failureMessage: uploadMessages.uploadFailed,
  });
  return { message, image: data };
}

export function useUpdateProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileImage,
    onSuccess: () => queryClient.invalidateQueries(profileQueryOptions()),
  });
}
