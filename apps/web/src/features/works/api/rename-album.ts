import type { TAlbum } from '@homebid/contracts/works';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { albumQueryOptions } from './get-album';
import { albumsQueryOptions } from './get-albums';
import { refreshLater } from './refresh-later';

export interface RenameAlbumInput {
  albumId: number;
  name: string;
}

/** PUT /api/album/{id} {album:{name}}. */
export async function renameAlbum({ albumId, name }: RenameAlbumInput): Promise<{ album: TAlbum; message: string }> {
  const { body } = await apiRequest<{ message: string; data: { album: TAlbum } }>(`/album/${albumId}`, {
    method: 'PUT',
    body: { album: { name } },
  });
  return { album: body.data.album, message: body.message };
}

export function useRenameAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameAlbum,
    onSuccess: (_, { albumId }) =>
      refreshLater(queryClient, albumsQueryOptions().queryKey, albumQueryOptions(albumId).queryKey),
  });
}
