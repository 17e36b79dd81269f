import type { TLinkReviewRequest } from '@homebid/contracts/reviews';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';

export interface SubmitLinkReviewInput {
  secureNumber: string;
  review: TLinkReviewRequest;
}

/** POST /reviews/link/{secure_number} (public): a past customer's rating, once per link. */
export async function submitLinkReview({ secureNumber, review }: SubmitLinkReviewInput) {
  const { message, data } = await apiCall(endpoints.submitLinkReview, { params: { secureNumber }, body: review });
  return { message, card: data };
}

export function useSubmitLinkReview() {
  return useMutation({ mutationFn: submitLinkReview });
}
