import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ShareReviewLink } from '@/features/reviews/components/share-review-link';
import { useSession } from '@/lib/use-session';

const STEPS = [
  { title: 'Share your link', text: 'Send your review link to a past customer by WhatsApp or text message.' },
  {
    title: 'Ask for a review',
    text: 'Your customer opens the link and rates your work in a minute, no account needed.',
  },
  { title: 'Watch it appear', text: 'The review shows on your Reviews page and adds to your rating.' },
] as const;

/** Companion spec §2 'Share review link' (/get-reviews/{id}). */
export default function GetReviewsPage() {
  const session = useSession();
  const { id } = useParams();
  const providerId = session?.user.provider_id ?? null;
  const isOwn = providerId !== null && String(providerId) === id;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold">Get reviewed by your customers</h1>
      <ol className="grid gap-4 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-5">
            <span
              aria-hidden="true"
              className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
            >
              {index + 1}
            </span>
            <h2 className="mt-3 font-semibold">{step.title}</h2>
            <p className="mt-1 text-sm text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
      {isOwn && session ? (
        <ShareReviewLink providerId={providerId} providerName={session.user.name} />
      ) : (
        <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
          This page shares your own review link only.{' '}
          {providerId !== null && (
            <Link to={paths.getReviews(providerId)} className="font-semibold underline">
              Open yours
            </Link>
          )}
        </p>
      )}
    </div>
  );
}
