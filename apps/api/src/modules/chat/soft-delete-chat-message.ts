import { chatTexts, type TChatLiveEvent } from '@homebid/contracts/chat';
import { quoteMessages } from '@homebid/contracts/quotes';
import type { Database } from '@homebid/db/client';
import { chatMessages, providers, quotes } from '@homebid/db/schema';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError, forbidden } from '../../lib/errors';
import { chatStream, type LiveHub } from '../live';
import type { Principal } from '../sessions';

export const messageNotFound = () => new AppError('not_found', chatTexts.messageNotFound);

export interface SoftDeleteChatMessageOptions {
  db: Database;
  live: Pick<LiveHub, 'broadcastTo'>;
  principal: Principal;
  messageId: number;
}

/**
 * GET /messages/soft_delete?message_id=&is_visible=false: the author hides one of their own
 * messages (spec §6: only their own). The other party of the conversation gets 403; anyone else,
 * or a message already deleted, 404. A quote is withdrawn this way while pending (it can no longer
 * be answered); one the customer accepted or declined stays (409). The attachment is let go (the orphan sweep removes it) and
 * both parties hear `{"type":"delete","deleted_message_id":…}`.
 */
export async function softDeleteChatMessage({ db, live, principal, messageId }: SoftDeleteChatMessageOptions) {
  const [row] = await db
    .select({
      id: chatMessages.id,
      projectId: chatMessages.projectId,
      providerId: chatMessages.providerId,
      customerUserId: chatMessages.customerUserId,
      authorUserId: chatMessages.authorUserId,
      providerUserId: providers.userId,
      quoteStatus: quotes.status,
    })
    .from(chatMessages)
    .innerJoin(providers, eq(providers.id, chatMessages.providerId))
    .leftJoin(quotes, eq(quotes.chatMessageId, chatMessages.id))
    .where(and(eq(chatMessages.id, messageId), isNull(chatMessages.deletedAt), eq(chatMessages.sensitiveInfo, false)));
  if (!row) throw messageNotFound();
  if (row.authorUserId !== principal.userId) {
    const isParty = row.customerUserId === principal.userId || row.providerUserId === principal.userId;
    throw isParty ? forbidden(chatTexts.ownMessagesOnly) : messageNotFound();
  }
  // A pending quote may be withdrawn; one the customer answered is part of the record.
  if (row.quoteStatus && row.quoteStatus !== 'pending') throw new AppError('conflict', quoteMessages.answeredStays);
  const [deleted] = await db
    .update(chatMessages)
    .set({ deletedAt: new Date(), attachmentFileId: null })
    .where(
      and(
        eq(chatMessages.id, messageId),
        eq(chatMessages.authorUserId, principal.userId),
        isNull(chatMessages.deletedAt),
        // An answer that lands at the same moment keeps the quote.
        sql`not exists (select 1 from ${quotes} where ${quotes.chatMessageId} = ${chatMessages.id} and ${quotes.status} <> 'pending')`,
      ),
    )
    .returning({ id: chatMessages.id });
  if (!deleted) throw messageNotFound();
  const event: TChatLiveEvent = { type: 'delete', deleted_message_id: messageId };
  await live.broadcastTo(chatStream(row.projectId, row.providerId), event);
  return { deleted_message_id: messageId };
}
