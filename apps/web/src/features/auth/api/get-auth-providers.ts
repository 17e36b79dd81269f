import type { TAuthProviders } from '@homebid/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /auth/providers: the social sign-ins this server accepts (Google's client id, or null). */
export async function getAuthProviders(signal?: AbortSignal): Promise<TAuthProviders> {
  return (await apiGet<{ data: TAuthProviders }>('/auth/providers', { signal, keepSessionOnAuthError: true })).data;
}

export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => getAuthProviders(signal),
    // The server's configuration: it does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
