import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { reviewsKeys } from './query-keys';

/** Companion spec §7 GET /reviews/get_generate_link?provider_id=: a new single-use review link. */
export async function generateReviewLink(providerId: number, signal?: AbortSignal) {
  return (await apiCall(endpoints.generateReviewLink, { query: { provider_id: providerId }, signal })).data;
}

/** One link per visit, ready before the share button is pressed (the share sheet needs the click's activation). */
export const reviewLinkQueryOptions = (providerId: number) =>
  queryOptions({
    queryKey: reviewsKeys.generatedLink(providerId),
    queryFn: ({ signal }) => generateReviewLink(providerId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useReviewLink(providerId: number) {
  return useQuery(reviewLinkQueryOptions(providerId));
}
