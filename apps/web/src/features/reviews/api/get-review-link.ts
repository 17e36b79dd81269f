import type { TPublicProviderCard } from '@homebid/contracts/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /reviews/link/{secure_number} (public): the provider's card behind a review link. */
export async function getReviewLink(secureNumber: string, signal?: AbortSignal): Promise<TPublicProviderCard> {
  return (
    await apiGet<{ data: TPublicProviderCard }>(`/reviews/link/${encodeURIComponent(secureNumber)}`, {
      signal,
      keepSessionOnAuthError: true,
    })
  ).data;
}

export const reviewLinkCardQueryOptions = (secureNumber: string) =>
  queryOptions({
    queryKey: ['reviews', 'link', secureNumber],
    queryFn: ({ signal }) => getReviewLink(secureNumber, signal),
  });

export function useReviewLinkCard(secureNumber: string) {
  return useQuery(reviewLinkCardQueryOptions(secureNumber));
}
