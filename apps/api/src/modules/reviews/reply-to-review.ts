import {
  reviewReplyTexts,
  type TReviewReplyAnswer,
  type TReviewReplyRequest,
  type TReviewSource,
} from '@homebid/contracts/reviews';
import type { Database } from '@homebid/db/client';
import { feedbacks, reviews } from '@homebid/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { hasContactDetails } from '../contact-guard';
import { findOwnProvider } from '../sessions';

export interface ReplyToReviewOptions {
  db: Database;
  /** The signed-in user: only their own provider's reviews take a reply. */
  userId: number;
  source: TReviewSource;
  id: number;
  /** Already trimmed and 1 to REPLY_MAX_LENGTH characters long (the contract's parse). */
  reply: Required<TReviewReplyRequest>;
}

/**
 * POST /reviews/:source/:id/reply: the provider's public reply, once per review. A reply is public, so
 * phone numbers, e-mail addresses and links are refused (422). Another provider's review, or none, is
 * not found (404); a second reply is a conflict (409). The write is conditional, so two replies sent at
 * once cannot both land.
 */
export async function replyToReview({
  db,
  userId,
  source,
  id,
  reply,
}: ReplyToReviewOptions): Promise<TReviewReplyAnswer> {
  const provider = await findOwnProvider(db, userId);
  const table = source === 'project' ? reviews : feedbacks;
  const ownRow = and(eq(table.id, id), eq(table.providerId, provider.id));
  const [existing] = await db.select({ replyText: table.replyText }).from(table).where(ownRow);
  if (!existing) throw new AppError('not_found', reviewReplyTexts.notFound);
  if (existing.replyText !== null) throw new AppError('conflict', reviewReplyTexts.alreadyReplied);
  if (hasContactDetails(reply.text)) throw new AppError('invalid', reviewReplyTexts.contactDetails);

  const [saved] = await db
    .update(table)
    .set({ replyText: reply.text, repliedAt: new Date() })
    .where(and(ownRow, isNull(table.replyText)))
    .returning({ text: table.replyText, repliedAt: table.repliedAt });
  if (!saved?.text || !saved.repliedAt) throw new AppError('conflict', reviewReplyTexts.alreadyReplied);
  return { source, id, reply: { text: saved.text, created_at: saved.repliedAt.toISOString() } };
}
