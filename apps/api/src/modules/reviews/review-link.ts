import {
  REVIEW_NOTIFICATION_TASK,
  reviewNotificationText,
  reviewTexts,
  type TLinkReviewParsed,
  type TPublicProviderCard,
} from '@homebid/contracts/reviews';
import type { Database } from '@homebid/db/client';
import { feedbacks, providers, reviewLinks, storedFiles, users } from '@homebid/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { AppError } from '../../lib/errors';
import { avatarUrls } from '../files';
import { notify } from '../notifications';
import { summarizeRatings } from './summarize-ratings';

type Reader = Pick<Database, 'select'>;

const notFound = () => new AppError('not_found', reviewTexts.linkNotFound);
const alreadyUsed = () => new AppError('conflict', reviewTexts.linkUsed);

/** The provider's public card (no contact details): what a past customer sees before rating. */
export async function loadPublicProviderCard(
  db: Reader,
  config: Pick<Config, 'publicUrl'>,
  providerId: number,
): Promise<TPublicProviderCard> {
  const [row] = await db
    .select({ provider: providers, user: users, avatar: storedFiles })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .leftJoin(storedFiles, eq(storedFiles.id, users.avatarFileId))
    .where(eq(providers.id, providerId));
  if (!row) throw notFound();
  const summary = await summarizeRatings(db, providerId);
  return {
    provider_id: row.provider.id,
    name: row.user.name,
    company_name: row.provider.companyName,
    ...avatarUrls(config, row.avatar),
    average_rating: summary.average,
    total_reviews: summary.count,
  };
}

export interface ReviewLinkOptions {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  secureNumber: string;
}

/** GET /reviews/link/{secure_number}: the card behind an unused link; 404 unknown, 409 used. */
export async function findReviewLink({ db, config, secureNumber }: ReviewLinkOptions): Promise<TPublicProviderCard> {
  const [link] = await db.select().from(reviewLinks).where(eq(reviewLinks.secureNumber, secureNumber));
  if (!link) throw notFound();
  if (link.usedAt) throw alreadyUsed();
  return loadPublicProviderCard(db, config, link.providerId);
}

/**
 * POST /reviews/link/{secure_number}: spends the link and stores the rating as feedback, with the
 * provider's 'Project Reviewed' notification, in one transaction. A link takes one review only.
 */
export async function submitLinkReview({
  db,
  config,
  secureNumber,
  review,
}: ReviewLinkOptions & { review: TLinkReviewParsed }): Promise<TPublicProviderCard> {
  const providerId = await db.transaction(async (tx) => {
    // The conditional update is the lock: of two simultaneous posts, one finds the link unused.
    const [link] = await tx
      .update(reviewLinks)
      .set({ usedAt: new Date() })
      .where(and(eq(reviewLinks.secureNumber, secureNumber), isNull(reviewLinks.usedAt)))
      .returning();
    if (!link) {
      const [existing] = await tx
        .select({ id: reviewLinks.id })
        .from(reviewLinks)
        .where(eq(reviewLinks.secureNumber, secureNumber));
      throw existing ? alreadyUsed() : notFound();
    }
    await tx.insert(feedbacks).values({
      providerId: link.providerId,
      reviewLinkId: link.id,
      name: review.name,
      rating: review.rating,
      comment: review.text,
    });
    const [owner] = await tx
      .select({ userId: providers.userId })
      .from(providers)
      .where(eq(providers.id, link.providerId));
    await notify(tx, {
      userId: owner.userId,
      taskName: REVIEW_NOTIFICATION_TASK,
      text: reviewNotificationText(review.name, review.rating),
      tag: 'review',
    });
    return link.providerId;
  });
  return loadPublicProviderCard(db, config, providerId);
}
