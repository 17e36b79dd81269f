import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { StarRating } from '@/components/ui/star-rating';

export interface ReviewCardData {
  key: string;
  name: string;
  avatarUrl: string | null;
  rating: number;
  text: string;
  createdAt: string | null;
  /** Portal reviews only. */
  projectName?: string | null;
  projectType?: string | null;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** Spec §2 Reviews: each card shows avatar, name, star rating, text, and a portal review's project. */
export function ReviewCard({ review, children }: { review: ReviewCardData; children?: ReactNode }) {
  const project = [review.projectName, review.projectType].filter(Boolean).join(' · ');
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4" aria-label={`Review by ${review.name}`}>
      <div className="flex items-start gap-3">
        <Avatar
          name={review.name}
          src={review.avatarUrl}
          className="h-11 w-11 shrink-0"
          initialsClassName="bg-slate-200 font-semibold text-slate-700"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-x-3">
            <h3 className="font-semibold">{review.name}</h3>
            {review.createdAt && (
              <time dateTime={review.createdAt} className="text-xs text-slate-500">
                {dateFormat.format(new Date(review.createdAt))}
              </time>
            )}
          </div>
          <StarRating value={review.rating} size="sm" />
          {project && <p className="mt-1 text-xs font-medium text-brand-800">{project}</p>}
          {review.text && <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{review.text}</p>}
          {children}
        </div>
      </div>
    </article>
  );
}
