import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { authKeys } from './query-keys';

/** GET /auth/providers: the social sign-ins this server accepts (Google's client id, or null). */
export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.providers(),
    queryFn: async ({ signal }) => (await apiCall(endpoints.getAuthProviders, { signal })).data,
    // The server's configuration: it does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
