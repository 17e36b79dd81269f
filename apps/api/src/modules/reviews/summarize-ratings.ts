import type { Database } from '@homebid/db/client';
import { feedbacks, providers, reviews } from '@homebid/db/schema';
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { parseJson } from '../../lib/json-column';

type Reader = Pick<Database, 'select'>;

export interface RatingSummary {
  /** Mean of every rating, rounded to one decimal; 0 when there is none. */
  average: number;
  count: number;
}

/** How many ratings a provider has and their sum, customers' reviews and review-link feedback together. */
export interface RatingTotals {
  count: number;
  sum: number;
}

export const roundRating = (value: number) => Math.round(value * 10) / 10;

/** The summary of some totals: the mean rounded to one decimal, 0 without ratings. */
export const summarizeTotals = ({ count, sum }: RatingTotals): RatingSummary => ({
  average: count ? roundRating(sum / count) : 0,
  count,
});

/**
 * The provider's rating totals as one SQL expression (a JSON object `{count, sum}`), so a caller can
 * read them inside its own query; `providerId` is a value or a column of the outer query.
 */
export function ratingTotalsSql(providerId: number | SQLWrapper): SQL<RatingTotals> {
  return sql<RatingTotals>`(
    select json_build_object('count', count(*)::int, 'sum', coalesce(sum(r.rating), 0)::int)
    from (
      select ${reviews.rating} as rating from ${reviews} where ${reviews.providerId} = ${providerId}
      union all
      select ${feedbacks.rating} from ${feedbacks} where ${feedbacks.providerId} = ${providerId}
    ) r
  )`.mapWith(parseJson<RatingTotals>);
}

/** The portal's own rating of a provider: customers' reviews and review-link feedback together, never stored. */
export async function summarizeRatings(db: Reader, providerId: number): Promise<RatingSummary> {
  const [row] = await db
    .select({ totals: ratingTotalsSql(providerId) })
    .from(providers)
    .where(eq(providers.id, providerId));
  return summarizeTotals(row?.totals ?? { count: 0, sum: 0 });
}
