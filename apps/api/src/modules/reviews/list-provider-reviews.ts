import type { TFeedback, TProductReview, TReviewData, TReviewReply } from '@homebid/contracts/reviews';
import type { Database } from '@homebid/db/client';
import { feedbacks, projects, projectTypes, reviews, storedFiles, users } from '@homebid/db/schema';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../lib/config';
import { avatarUrls } from '../files';
import { findOwnProvider } from '../sessions';
import { type ExternalSection, loadExternalRatings } from './load-external-ratings';
import { roundRating, summarizeRatings } from './summarize-ratings';

/** The review page lists at most this many of each kind, newest first (the figures count them all). */
export const REVIEW_LIST_LIMIT = 200;

export interface ListProviderReviewsOptions {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'googlePlaces' | 'yelp'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** The signed-in user: only their own provider's reviews are read. */
  userId: number;
}

/** GET /customer_provider_reviewes (spec §3 'Review data'). */
export async function listProviderReviews({
  db,
  config,
  log,
  userId,
}: ListProviderReviewsOptions): Promise<TReviewData> {
  const provider = await findOwnProvider(db, userId);
  const reviewRows = await db
    .select({
      review: reviews,
      customer: users,
      avatar: storedFiles,
      projectName: projects.title,
      projectType: projectTypes.title,
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.customerUserId))
    .leftJoin(storedFiles, eq(storedFiles.id, users.avatarFileId))
    .leftJoin(projects, eq(projects.id, reviews.projectId))
    .leftJoin(projectTypes, eq(projectTypes.id, projects.projectTypeId))
    .where(eq(reviews.providerId, provider.id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEW_LIST_LIMIT);
  const feedbackRows = await db
    .select()
    .from(feedbacks)
    .where(eq(feedbacks.providerId, provider.id))
    .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
    .limit(REVIEW_LIST_LIMIT);
  const summary = await summarizeRatings(db, provider.id);
  const external = await loadExternalRatings({ db, config, log, provider });

  const productReviews: TProductReview[] = reviewRows.map(({ review, customer, avatar, projectName, projectType }) => ({
    id: review.id,
    consumer_name: customer?.name ?? 'HomeBid customer',
    consumer_avatar_url: avatarUrls(config, avatar).avatar_thumb,
    ratings: review.rating,
    description: review.comment,
    // A review whose project was deleted has no name or type to show.
    project_name: projectName ?? null,
    project_type: projectType ?? null,
    created_at: review.createdAt.toISOString(),
    reply: replyOf(review),
  }));
  const customerFeedback: TFeedback[] = feedbackRows.map((row) => ({
    id: row.id,
    name: row.name,
    profile_pic: null,
    rating: row.rating,
    text: row.comment,
    created_at: row.createdAt.toISOString(),
    reply: replyOf(row),
  }));
  const combined = combineRatings([
    { rating: summary.average, count: summary.count },
    figuresOf(external.google),
    figuresOf(external.yelp),
  ]);
  return {
    average_rating: summary.average,
    total_reviews: summary.count,
    yelp_busines: external.yelp.business,
    yelp_reviews: external.yelp.reviews,
    google_business: external.google.business,
    google_reviews: external.google.reviews,
    reviews: productReviews,
    customer_feedback: customerFeedback,
    yelp_google_app_ratings: combined.rating,
    yelp_google_app_reviews: combined.count,
  };
}

/** A review's or feedback's stored reply as the API answers it. */
export const replyOf = (row: { replyText: string | null; repliedAt: Date | null }): TReviewReply | null =>
  row.replyText !== null && row.repliedAt ? { text: row.replyText, created_at: row.repliedAt.toISOString() } : null;

const figuresOf = ({ business }: ExternalSection) =>
  business.status === 'connected' ? { rating: business.rating ?? 0, count: business.review_count ?? 0 } : null;

/** The mean of several sources weighted by their review counts, and the total count. */
export function combineRatings(sources: Array<{ rating: number; count: number } | null>) {
  let count = 0;
  let sum = 0;
  for (const source of sources) {
    if (!source || source.count <= 0) continue;
    count += source.count;
    sum += source.rating * source.count;
  }
  return { rating: count ? roundRating(sum / count) : 0, count };
}
