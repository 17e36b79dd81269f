import { reviewTexts } from '@homebid/contracts/reviews';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/errors/load-failure';
import { Spinner } from '@/components/ui/spinner';
import { StarRating } from '@/components/ui/star-rating';
import { paths } from '@/config/paths';
import { useReviews } from '@/features/reviews/api/get-reviews';
import { ExternalSection } from '@/features/reviews/components/external-section';
import { PortalReviews } from '@/features/reviews/components/portal-reviews';
import { useSession } from '@/lib/use-session';

/** Spec §2 Reviews (/review): Google, Yelp, and the portal's reviews merged with feedback. */
export default function ReviewPage() {
  const session = useSession();
  const reviews = useReviews();

  const providerId = session?.user.provider_id;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Reviews</h1>
        {providerId ? (
          <Link
            to={paths.getReviews(providerId)}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Get reviews
          </Link>
        ) : null}
      </div>
      {reviews.isPending ? (
        <Spinner label="Loading your reviews…" />
      ) : reviews.isError ? (
        <LoadFailure message={reviews.error.message} />
      ) : (
        <>
          {reviews.data.yelp_google_app_reviews > 0 && (
            <p className="flex flex-wrap items-center gap-2 text-slate-700">
              <span>Overall</span>
              <StarRating value={reviews.data.yelp_google_app_ratings} size="sm" />
              <strong>{reviews.data.yelp_google_app_ratings.toFixed(1)}</strong>
              <span>from {reviews.data.yelp_google_app_reviews} reviews on Google, Yelp and HomeBid</span>
            </p>
          )}
          <div className="grid gap-6 md:grid-cols-2">
            <ExternalSection
              title="Google reviews"
              business={reviews.data.google_business}
              reviews={reviews.data.google_reviews}
              notConnectedText={reviewTexts.googleNotConnected}
            />
            <ExternalSection
              title="Yelp reviews"
              business={reviews.data.yelp_busines}
              reviews={reviews.data.yelp_reviews}
              notConnectedText={reviewTexts.yelpNotConnected}
            />
          </div>
          <PortalReviews data={reviews.data} />
        </>
      )}
    </div>
  );
}
