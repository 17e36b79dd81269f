import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { albumQueryOptions } from './get-album';
import { albumsQueryOptions } from './get-albums';
import { refreshLater } from './refresh-later';

export interface RenameAlbumInput {
  albumId: number;
  name: string;
}

/** PUT /api/album/{id} {album:{name}}. */
export async function renameAlbum({ albumId, name }: RenameAlbumInput) {
  const { data, message } = await apiCall(endpoints.renameAlbum, {
    params: { id: albumId },
    body: { album: { name } },
  });
  return { album: data.album, message };
}

export function useRenameAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameAlbum,
    onSuccess: (_, { albumId }) =>
      refreshLater(queryClient, albumsQueryOptions().queryKey, albumQueryOptions(albumId).queryKey),
  });
}
