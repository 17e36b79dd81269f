import type { TAlbum } from '@homebid/contracts/works';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { albumsQueryOptions } from './get-albums';
import { refreshLater } from './refresh-later';

/** POST /api/album {album:{name}}. */
export async function createAlbum(name: string): Promise<{ album: TAlbum; message: string }> {
  const { body } = await apiRequest<{ message: string; data: { album: TAlbum } }>('/album', {
    method: 'POST',
    body: { album: { name } },
  });
  return { album: body.data.album, message: body.message };
}

export function useCreateAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlbum,
    onSuccess: () => refreshLater(queryClient, albumsQueryOptions().queryKey),
  });
}
