import type { TGeneratedLink } from '@homebid/contracts/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** Companion spec §7 GET /reviews/get_generate_link?provider_id=: a new single-use review link. */
export async function generateReviewLink(providerId: number, signal?: AbortSignal): Promise<TGeneratedLink> {
  return (
    await apiGet<{ data: TGeneratedLink }>('/reviews/get_generate_link', { query: { provider_id: providerId }, signal })
  ).data;
}

/** One link per visit, ready before the share button is pressed (the share sheet needs the click's activation). */
export const reviewLinkQueryOptions = (providerId: number) =>
  queryOptions({
    queryKey: ['reviews', 'get_generate_link', providerId],
    queryFn: ({ signal }) => generateReviewLink(providerId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useReviewLink(providerId: number) {
  return useQuery(reviewLinkQueryOptions(providerId));
}
