import type { Database } from '@homebid/db/client';
import { feedbacks, reviews } from '@homebid/db/schema';
import { eq, sql } from 'drizzle-orm';

type Reader = Pick<Database, 'select'>;

export interface RatingSummary {
  /** Mean of every rating, rounded to one decimal; 0 when there is none. */
  average: number;
  count: number;
}

export const roundRating = (value: number) => Math.round(value * 10) / 10;

/** The portal's own rating of a provider: customers' reviews and review-link feedback together, never stored. */
export async function summarizeRatings(db: Reader, providerId: number): Promise<RatingSummary> {
  const [fromReviews] = await db
    .select({ count: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int` })
    .from(reviews)
    .where(eq(reviews.providerId, providerId));
  const [fromFeedback] = await db
    .select({ count: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${feedbacks.rating}), 0)::int` })
    .from(feedbacks)
    .where(eq(feedbacks.providerId, providerId));
  const count = Number(fromReviews.count) + Number(fromFeedback.count);
  const sum = Number(fromReviews.sum) + Number(fromFeedback.sum);
  return { average: count ? roundRating(sum / count) : 0, count };
}
