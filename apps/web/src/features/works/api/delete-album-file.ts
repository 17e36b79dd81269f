import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { albumQueryOptions } from './get-album';
import { albumsQueryOptions } from './get-albums';
import { refreshLater } from './refresh-later';

export interface DeleteAlbumFileInput {
  albumId: number;
  /** The album file's id. */
  fileId: number;
}

/** DELETE /api/delete_document/{id}: removes one photo from its album. */
export async function deleteAlbumFile({ fileId }: DeleteAlbumFileInput) {
  const { message } = await apiCall(endpoints.deleteAlbumFile, { params: { id: fileId } });
  return { message };
}

export function useDeleteAlbumFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlbumFile,
    onSuccess: (_, { albumId }) =>
      refreshLater(queryClient, albumQueryOptions(albumId).queryKey, albumsQueryOptions().queryKey),
  });
}
