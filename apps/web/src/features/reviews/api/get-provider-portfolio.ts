import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { reviewsKeys } from './query-keys';

/** GET /providers/{id}/albums (public): the provider's works albums, shown on the rating page. */
export async function getProviderPortfolio(providerId: number, signal?: AbortSignal) {
  return (await apiCall(endpoints.getProviderPortfolio, { params: { id: providerId }, signal })).data;
}

export const providerPortfolioQueryOptions = (providerId: number) =>
  queryOptions({
    queryKey: reviewsKeys.portfolio(providerId),
    queryFn: ({ signal }) => getProviderPortfolio(providerId, signal),
  });

export function useProviderPortfolio(providerId: number | undefined) {
  return useQuery({ ...providerPortfolioQueryOptions(providerId ?? 0), enabled: providerId !== undefined });
}
