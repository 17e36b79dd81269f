import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { albumQueryOptions } from './get-album';
import { albumsQueryOptions } from './get-albums';
import { refreshLater } from './refresh-later';

/** DELETE /api/album/{id}: the album and its photos. */
export async function deleteAlbum(albumId: number): Promise<{ message: string }> {
  const { body } = await apiRequest<{ message: string }>(`/album/${albumId}`, { method: 'DELETE' });
  return { message: body.message };
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
