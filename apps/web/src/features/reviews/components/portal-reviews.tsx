import { reviewTexts, type TReviewData, type TReviewReply, type TReviewSource } from '@homebid/contracts/reviews';
import { StarRating } from '@/components/ui/star-rating';
import { ReviewCard, type ReviewCardData } from './review-card';
import { ReviewReply } from './review-reply';

/** A portal review or feedback: the card, and what its reply is addressed to. */
export interface PortalReviewCard extends ReviewCardData {
  source: TReviewSource;
  id: number;
  reply: TReviewReply | null;
}

/** Product reviews and review-link feedback as one list, newest first (spec §2 Reviews). */
export function mergeReviews(data: Pick<TReviewData, 'reviews' | 'customer_feedback'>): PortalReviewCard[] {
  const cards: PortalReviewCard[] = [
    ...data.reviews.map((review) => ({
      key: `review-${review.id}`,
      source: 'project' as const,
      id: review.id,
      reply: review.reply,
      name: review.consumer_name,
      avatarUrl: review.consumer_avatar_url,
      rating: review.ratings,
      text: review.description,
      createdAt: review.created_at,
      projectName: review.project_name,
      projectType: review.project_type,
    })),
    ...data.customer_feedback.map((feedback) => ({
      key: `feedback-${feedback.id}`,
      source: 'review_link' as const,
      id: feedback.id,
      reply: feedback.reply,
      name: feedback.name,
      avatarUrl: feedback.profile_pic,
      rating: feedback.rating,
      text: feedback.text,
      createdAt: feedback.created_at,
    })),
  ];
  return cards.sort((a, b) => Date.parse(b.createdAt ?? '') - Date.parse(a.createdAt ?? ''));
}

/** The portal's own reviews: the average and count, then every review, or the spec's empty state. */
export function PortalReviews({ data }: { data: TReviewData }) {
  const cards = mergeReviews(data);
  return (
    <section aria-labelledby="portal-reviews-title" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="portal-reviews-title" className="text-lg font-semibold">
        HomeBid reviews
      </h2>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <span className="text-3xl font-bold" data-testid="reviews-average">
          {data.average_rating.toFixed(1)}
        </span>
        <StarRating value={data.average_rating} />
        <span className="text-sm text-slate-600" data-testid="reviews-count">
          {data.total_reviews === 1 ? '1 review' : `${data.total_reviews} reviews`}
        </span>
      </div>
      {cards.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 px-4 py-6 text-center text-slate-700">{reviewTexts.empty}</p>
      ) : (
        <div className="mt-4 space-y-3">
          {cards.map((card) => (
            <ReviewCard key={card.key} review={card}>
              <ReviewReply source={card.source} id={card.id} reviewerName={card.name} reply={card.reply} />
            </ReviewCard>
          ))}
        </div>
      )}
    </section>
  );
}
