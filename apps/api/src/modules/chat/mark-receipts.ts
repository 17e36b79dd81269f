import type { TChatLiveEvent } from '@homebid/contracts/chat';
import type { Database } from '@homebid/db/client';
import { chatMessages } from '@homebid/db/schema';
import { and, eq, isNull, lte, not, sql } from 'drizzle-orm';
import { chatStream, type LiveHub } from '../live';
import type { Conversation } from './conversation';

export interface MarkReceiptsOptions {
  db: Database;
  live: Pick<LiveHub, 'broadcastTo'>;
  conversation: Conversation;
  receipt: 'delivered' | 'read';
  /** Up to this message id; every message so far when absent. */
  upToMessageId?: number;
}

/**
 * Read receipts: the caller's device received (`delivered`) or showed (`read`) the other party's
 * messages up to an id. A read message is delivered too. The other party hears it live
 * (`{"type":"receipt",…}`) when anything changed.
 */
export async function markReceipts({ db, live, conversation, receipt, upToMessageId }: MarkReceiptsOptions) {
  const other = conversation.callerRole === 'provider' ? 'customer' : 'provider';
  const isRead = receipt === 'read';
  const found = await db
    .update(chatMessages)
    .set(
      isRead
        ? { readAt: sql`now()`, deliveredAt: sql`coalesce(${chatMessages.deliveredAt}, now())` }
        : { deliveredAt: sql`now()` },
    )
    .where(
      and(
        eq(chatMessages.projectId, conversation.projectId),
        eq(chatMessages.providerId, conversation.providerId),
        eq(chatMessages.messageBy, other),
        isNull(chatMessages.deletedAt),
        not(chatMessages.sensitiveInfo),
        isNull(isRead ? chatMessages.readAt : chatMessages.deliveredAt),
        upToMessageId === undefined ? undefined : lte(chatMessages.id, upToMessageId),
      ),
    )
    .returning({ id: chatMessages.id, at: isRead ? chatMessages.readAt : chatMessages.deliveredAt });
  if (found.length === 0) return { count: 0, at: new Date().toISOString() };
  const last = Math.max(...found.map((row) => row.id));
  // The statement has just set the receipt's time, so it is never null here.
  const at = (found[0].at ?? new Date()).toISOString();
  const event: TChatLiveEvent = {
    type: 'receipt',
    receipt,
    by: conversation.callerRole,
    up_to_message_id: last,
    at,
  };
  await live.broadcastTo(chatStream(conversation.projectId, conversation.providerId), event);
  return { count: found.length, at };
}
