import type { TReviewData, TReviewReplyAnswer, TReviewReplyRequest, TReviewSource } from '@homebid/contracts/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { reviewsKeys } from './query-keys';

export interface ReplyToReviewInput {
  source: TReviewSource;
  id: number;
  reply: TReviewReplyRequest;
}

/** POST /reviews/:source/:id/reply: the provider's public reply, once per review. */
export async function replyToReview({ source, id, reply }: ReplyToReviewInput) {
  const { message, data } = await apiCall(endpoints.replyToReview, { params: { source, id }, body: reply });
  return { message, answer: data };
}

/** The review list with the new reply in place. */
export function withReply(data: TReviewData, { source, id, reply }: TReviewReplyAnswer): TReviewData {
  return source === 'project'
    ? { ...data, reviews: data.reviews.map((review) => (review.id === id ? { ...review, reply } : review)) }
    : {
        ...data,
        customer_feedback: data.customer_feedback.map((feedback) =>
          feedback.id === id ? { ...feedback, reply } : feedback,
        ),
      };
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: ({ answer }) => {
      queryClient.setQueryData<TReviewData>(reviewsKeys.list(), (data) => (data ? withReply(data, answer) : data));
    },
  });
}
