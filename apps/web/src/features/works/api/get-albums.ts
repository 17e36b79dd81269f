import type { TAlbum, TAlbumList } from '@homebid/contracts/works';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/album: the provider's albums (data.album). */
export async function getAlbums(signal?: AbortSignal): Promise<TAlbum[]> {
  const body = await apiGet<{ data: TAlbumList }>('/album', { signal });
  return body.data.album;
}

export function albumsQueryOptions() {
  return queryOptions({
    queryKey: ['works', 'albums'],
    queryFn: ({ signal }) => getAlbums(signal),
  });
}

export function useAlbums() {
  return useQuery(albumsQueryOptions());
}
