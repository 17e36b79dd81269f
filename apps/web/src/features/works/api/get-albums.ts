import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { worksKeys } from './query-keys';

/** GET /api/album: the provider's albums. */
export function albumsQueryOptions() {
  return queryOptions({
    queryKey: worksKeys.albums(),
    queryFn: async ({ signal }) => (await apiCall(endpoints.listAlbums, { signal })).data.album,
  });
}

export function useAlbums() {
  return useQuery(albumsQueryOptions());
}
