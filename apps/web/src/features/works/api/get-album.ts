import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { worksKeys } from './query-keys';

/** GET /api/album/{id}: one album and its files. */
export function albumQueryOptions(albumId: number) {
  return queryOptions({
    queryKey: worksKeys.album(albumId),
    queryFn: async ({ signal }) => (await apiCall(endpoints.getAlbum, { params: { id: albumId }, signal })).data,
  });
}

export function useAlbum(albumId: number) {
  return useQuery(albumQueryOptions(albumId));
}
