import type { TAlbum } from '@homebid/contracts/works';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { worksKeys } from './query-keys';
import { refreshLater } from './refresh-later';

/** POST /api/album {album:{name}}. */
export async function createAlbum(name: string) {
  const { data, message } = await apiCall(endpoints.createAlbum, { body: { album: { name } } });
  return { album: data.album, message };
}

/** An album shown before the server has answered: its id is below zero until then. */
export const isPendingAlbum = (album: Pick<TAlbum, 'id'>) => album.id < 0;

let nextPendingId = -1;

/**
 * Creating an album shows it at once, first in the list as the server orders it (newest first),
 * then swaps in the server's album; a refusal takes it out again. The list is fetched again 2 s
 * after the answer (spec §4).
 */
export function useCreateAlbum() {
  const queryClient = useQueryClient();
  const albumsKey = worksKeys.albums();
  return useMutation({
    mutationFn: createAlbum,
    onMutate: async (name: string) => {
      // A list fetch under way would overwrite the new album with the list before it.
      await queryClient.cancelQueries({ queryKey: albumsKey });
      const now = new Date().toISOString();
      const pending: TAlbum = {
        id: nextPendingId--,
        name: name.trim(),
        provider_id: 0,
        created_at: now,
        updated_at: now,
        cover_thumbnail_url: null,
        files_count: 0,
      };
      queryClient.setQueryData<TAlbum[]>(albumsKey, (albums) => [pending, ...(albums ?? [])]);
      return { pendingId: pending.id };
    },
    onSuccess: ({ album }, _name, context) => {
      queryClient.setQueryData<TAlbum[]>(albumsKey, (albums) =>
        (albums ?? []).map((item) => (item.id === context.pendingId ? album : item)),
      );
    },
    onError: (_error, _name, context) => {
      if (!context) return;
      queryClient.setQueryData<TAlbum[]>(albumsKey, (albums) =>
        albums?.filter((item) => item.id !== context.pendingId),
      );
    },
    onSettled: () => refreshLater(queryClient, albumsKey),
  });
}
