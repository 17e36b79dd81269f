import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { reviewsKeys } from './query-keys';

/** GET /reviews/link/{secure_number} (public): the provider's card behind a review link. */
export async function getReviewLink(secureNumber: string, signal?: AbortSignal) {
  return (await apiCall(endpoints.getReviewLink, { params: { secureNumber }, signal })).data;
}

export const reviewLinkCardQueryOptions = (secureNumber: string) =>
  queryOptions({
    queryKey: reviewsKeys.linkCard(secureNumber),
    queryFn: ({ signal }) => getReviewLink(secureNumber, signal),
  });

export function useReviewLinkCard(secureNumber: string) {
  return useQuery(reviewLinkCardQueryOptions(secureNumber));
}
