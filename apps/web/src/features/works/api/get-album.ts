import type { TAlbumDetail } from '@homebid/contracts/works';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/album/{id}: one album and its files. */
export async function getAlbum(albumId: number, signal?: AbortSignal): Promise<TAlbumDetail> {
  const body = await apiGet<{ data: TAlbumDetail }>(`/album/${albumId}`, { signal });
  return body.data;
}

export function albumQueryOptions(albumId: number) {
  return queryOptions({
    queryKey: ['works', 'album', albumId],
    queryFn: ({ signal }) => getAlbum(albumId, signal),
  });
}

export function useAlbum(albumId: number) {
  return useQuery(albumQueryOptions(albumId));
}
