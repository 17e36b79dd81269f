import { randomBytes } from 'node:crypto';
import { reviewTexts, type TGeneratedLink } from '@homebid/contracts/reviews';
import type { Database } from '@homebid/db/client';
import { providers, reviewLinks } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { AppError } from '../../lib/errors';

/** 24 random bytes (192 bits), url-safe base64: 32 characters nobody can guess. */
export const SECURE_NUMBER_BYTES = 24;

export const reviewLinkUrl = (config: Pick<Config, 'publicUrl'>, secureNumber: string) =>
  `${config.publicUrl}/rate/${secureNumber}`;

export interface GenerateReviewLinkOptions {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  userId: number;
  /** The provider the link is for: it must be the caller's own (404 otherwise). */
  providerId: number;
}

/** GET /reviews/get_generate_link: a new single-use link to the public rating page. */
export async function generateReviewLink({
  db,
  config,
  userId,
  providerId,
}: GenerateReviewLinkOptions): Promise<TGeneratedLink> {
  const [own] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.id, providerId), eq(providers.userId, userId)));
  // Another provider's id answers like one that does not exist: 404 (a row of another owner).
  if (!own) throw new AppError('not_found', reviewTexts.notYours);
  const secureNumber = randomBytes(SECURE_NUMBER_BYTES).toString('base64url');
  await db.insert(reviewLinks).values({ providerId: own.id, secureNumber });
  return { secure_number: secureNumber, link: reviewLinkUrl(config, secureNumber) };
}
