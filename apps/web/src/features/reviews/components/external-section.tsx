import { reviewTexts, type TExternalBusiness, type TExternalReview } from '@homebid/contracts/reviews';
import { StarRating } from '@/components/ui/star-rating';
import { ReviewCard } from './review-card';

export interface ExternalSectionProps {
  title: string;
  business: TExternalBusiness;
  reviews: readonly TExternalReview[];
  notConnectedText: string;
}

/** Spec §2 Reviews: the Google or Yelp section, with its rating and count when the business is connected. */
export function ExternalSection({ title, business, reviews, notConnectedText }: ExternalSectionProps) {
  const headingId = `${title.toLowerCase().replace(/\W+/g, '-')}-title`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {business.status === 'connected' ? (
        <>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <span className="text-3xl font-bold">{(business.rating ?? 0).toFixed(1)}</span>
            <StarRating value={business.rating ?? 0} />
            <span className="text-sm text-slate-600">
              {business.review_count === 1 ? '1 review' : `${business.review_count ?? 0} reviews`}
            </span>
          </div>
          {reviews.length > 0 && (
            <div className="mt-4 space-y-3">
              {reviews.map((review, index) => (
                <ReviewCard
                  key={`${review.name}-${review.created_at ?? index}`}
                  review={{
                    key: `${index}`,
                    name: review.name,
                    avatarUrl: review.image_url,
                    rating: review.rating,
                    text: review.text,
                    createdAt: review.created_at,
                  }}
                />
              ))}
            </div>
          )}
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          {business.status === 'not_connected' ? notConnectedText : reviewTexts.externalUnavailable}
        </p>
      )}
    </section>
  );
}
