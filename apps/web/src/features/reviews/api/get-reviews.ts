import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { reviewsKeys } from './query-keys';

/** Spec §7 GET /customer_provider_reviewes: portal reviews, feedback, Google and Yelp. */
export async function getReviews(signal?: AbortSignal) {
  return (await apiCall(endpoints.listReviews, { signal })).data;
}

export const reviewsQueryOptions = () =>
  queryOptions({ queryKey: reviewsKeys.list(), queryFn: ({ signal }) => getReviews(signal) });

export function useReviews() {
  return useQuery(reviewsQueryOptions());
}
