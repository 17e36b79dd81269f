import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { albumQueryOptions } from './get-album';
import { albumsQueryOptions } from './get-albums';
import { refreshLater } from './refresh-later';

/** DELETE /api/album/{id}: the album and its photos. */
export async function deleteAlbum(albumId: number) {
  const { message } = await apiCall(endpoints.deleteAlbum, { params: { id: albumId } });
  return { message };
}

export function useDeleteAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlbum,
    onSuccess: (_, albumId) => {
      queryClient.removeQueries({ queryKey: albumQueryOptions(albumId).queryKey });
      refreshLater(queryClient, albumsQueryOptions().queryKey);
    },
  });
}
