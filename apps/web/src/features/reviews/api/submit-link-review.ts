import type { TLinkReviewParsed, TPublicProviderCard } from '@homebid/contracts/reviews';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /reviews/link/{secure_number} (public): a past customer's rating, once per link. */
export async function submitLinkReview({
  secureNumber,
  review,
}: {
  secureNumber: string;
  review: TLinkReviewParsed;
}): Promise<{ message: string; card: TPublicProviderCard }> {
  const { body } = await apiRequest<{ message: string; data: TPublicProviderCard }>(
    `/reviews/link/${encodeURIComponent(secureNumber)}`,
    { method: 'POST', body: review, keepSessionOnAuthError: true },
  );
  return { message: body.message, card: body.data };
}

export function useSubmitLinkReview() {
  return useMutation({ mutationFn: submitLinkReview });
}
