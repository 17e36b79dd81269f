import type { TReviewData } from '@homebid/contracts/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** Spec §7 GET /customer_provider_reviewes: portal reviews, feedback, Google and Yelp. */
export async function getReviews(signal?: AbortSignal): Promise<TReviewData> {
  return (await apiGet<{ data: TReviewData }>('/customer_provider_reviewes', { signal })).data;
}

export const reviewsQueryOptions = () =>
  queryOptions({ queryKey: ['customer_provider_reviewes'], queryFn: ({ signal }) => getReviews(signal) });

export function useReviews() {
  return useQuery(reviewsQueryOptions());
}
