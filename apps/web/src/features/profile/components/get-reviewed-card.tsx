import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Spec §2 Profile: the Get reviewed card, leading to the share page of the companion document. */
export function GetReviewedCard({ providerId }: { providerId: number }) {
  return (
    <section
      aria-labelledby="get-reviewed-title"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:flex sm:items-center sm:gap-6 sm:p-6"
    >
      <div className="flex-1">
        <h2 id="get-reviewed-title" className="text-lg font-semibold text-brand-900">
          Get reviewed
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Ask your past customers for a review. Good reviews build trust and win you more jobs.
        </p>
      </div>
      <Link
        to={paths.getReviews(providerId)}
        className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 sm:mt-0"
      >
        Get reviews
      </Link>
    </section>
  );
}
