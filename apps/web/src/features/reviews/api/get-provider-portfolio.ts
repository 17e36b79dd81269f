import type { TPortfolio } from '@homebid/contracts/works';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /providers/{id}/albums (public): the provider's works albums, shown on the rating page. */
export async function getProviderPortfolio(providerId: number, signal?: AbortSignal): Promise<TPortfolio> {
  return (
    await apiGet<{ data: TPortfolio }>(`/providers/${providerId}/albums`, { signal, keepSessionOnAuthError: true })
  ).data;
}

export const providerPortfolioQueryOptions = (providerId: number) =>
  queryOptions({
    queryKey: ['providers', providerId, 'albums'],
    queryFn: ({ signal }) => getProviderPortfolio(providerId, signal),
  });

export function useProviderPortfolio(providerId: number | undefined) {
  return useQuery({ ...providerPortfolioQueryOptions(providerId ?? 0), enabled: providerId !== undefined });
}
