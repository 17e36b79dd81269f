import { proProfileTexts, type TPublicReview } from '@homebid/contracts/pros';
import { StarRating } from '@/components/ui/star-rating';
import { prosTexts } from '../texts';

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A pro's latest reviews, newest first; an empty state without any. */
export function ProReviews({ reviews, companyName }: { reviews: TPublicReview[]; companyName: string }) {
  return (
    <section aria-labelledby="pro-reviews" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="pro-reviews" className="text-lg font-semibold">
        {prosTexts.reviews}
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-3 text-slate-600">{proProfileTexts.noReviews}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {reviews.map((review) => (
            <li key={`${review.source}-${review.id}`} className="py-3 first:pt-0 last:pb-0" data-testid="pro-review">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <StarRating value={review.rating} size="sm" />
                <span className="font-medium text-slate-900">{review.customer_name}</span>
                <time dateTime={review.created_at} className="text-sm text-slate-600">
                  {day.format(new Date(review.created_at))}
                </time>
              </div>
              {review.service && <p className="mt-1 text-sm text-slate-600">{review.service}</p>}
              {review.comment && (
                <p className="mt-1 whitespace-pre-line break-words text-slate-800">{review.comment}</p>
              )}
              {review.reply && (
                <div
                  className="mt-2 rounded-lg border-l-4 border-brand-600 bg-slate-50 px-3 py-2"
                  data-testid="pro-reply"
                >
                  <p className="text-sm font-semibold text-slate-800">{prosTexts.responseFrom(companyName)}</p>
                  <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-800">{review.reply.text}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
