import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { albumsQueryOptions } from './get-albums';
import { refreshLater } from './refresh-later';

/** POST /api/album {album:{name}}. */
export async function createAlbum(name: string) {
  const { data, message } = await apiCall(endpoints.createAlbum, { body: { album: { name } } });
  return { album: data.album, message };
}

export function useCreateAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlbum,
    onSuccess: () => refreshLater(queryClient, albumsQueryOptions().queryKey),
  });
}
