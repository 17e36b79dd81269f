import type { Database } from '@homebid/db/client';
import { chatMessages, providers } from '@homebid/db/schema';
import { and, eq, isNull, not, or, sql } from 'drizzle-orm';
import type { FileAccessRule } from '../files';

/**
 * Who may read a chat attachment (private files): the two parties of the conversation it was sent
 * in, while the message is not deleted and was not held back by the contact-detail guard. The
 * uploader is its owner and reads it anyway (files module).
 */
export const canReadChatAttachment: FileAccessRule = async (db: Database, fileId: number, userId: number) => {
  const found = await db
    .select({ ok: sql`1` })
    .from(chatMessages)
    .innerJoin(providers, eq(providers.id, chatMessages.providerId))
    .where(
      and(
        eq(chatMessages.attachmentFileId, fileId),
        isNull(chatMessages.deletedAt),
        not(chatMessages.sensitiveInfo),
        or(eq(chatMessages.customerUserId, userId), eq(providers.userId, userId)),
      ),
    )
    .limit(1);
  return found.length > 0;
};
