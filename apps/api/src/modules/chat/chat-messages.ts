import type { TChatMessage, TMessageBy, TMessageType } from '@homebid/contracts/chat';
import type { Database } from '@homebid/db/client';
import { chatMessages, storedFiles } from '@homebid/db/schema';
import { and, desc, eq, gt, isNull, not, type SQL } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { optionalFileUrl } from '../../lib/storage/file-url';
import { loadQuotesOfMessages } from './quote-cards';

/** Messages of one conversation shown at most (the newest). */
export const MAX_LISTED_MESSAGES = 1000;

async function selectMessages(
  db: Database,
  config: Pick<Config, 'publicUrl'>,
  where: SQL | undefined,
  limit: number,
): Promise<TChatMessage[]> {
  const found = await db
    .select({
      id: chatMessages.id,
      projectId: chatMessages.projectId,
      providerId: chatMessages.providerId,
      messageBy: chatMessages.messageBy,
      messageType: chatMessages.messageType,
      body: chatMessages.body,
      createdAt: chatMessages.createdAt,
      deliveredAt: chatMessages.deliveredAt,
      readAt: chatMessages.readAt,
      fileKey: storedFiles.key,
      thumbnailKey: storedFiles.thumbnailKey,
    })
    .from(chatMessages)
    .leftJoin(storedFiles, eq(storedFiles.id, chatMessages.attachmentFileId))
    .where(and(where, isNull(chatMessages.deletedAt), not(chatMessages.sensitiveInfo)))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  const quoteCards = await loadQuotesOfMessages(
    db,
    found.filter((row) => row.messageType === 'quote').map((row) => row.id),
  );
  return found.reverse().map((row) => chatMessageJson(config, row, quoteCards.get(row.id)));
}

/** A stored message's columns, as the chat shows them. */
export interface ChatMessageColumns {
  id: number;
  projectId: number;
  providerId: number;
  messageBy: string;
  messageType: string;
  body: string;
  createdAt: Date;
  deliveredAt: Date | null;
  readAt: Date | null;
  /** The attachment's stored file. */
  fileKey: string | null;
  thumbnailKey: string | null;
}

/** A message as the chat's answers and live events carry it (a quote message with its card). */
export function chatMessageJson(
  config: Pick<Config, 'publicUrl'>,
  row: ChatMessageColumns,
  quote?: TChatMessage['quote'],
): TChatMessage {
  return {
    message_id: row.id,
    project_id: row.projectId,
    provider_id: row.providerId,
    message_by: row.messageBy as TMessageBy,
    message_type: row.messageType as TMessageType,
    message_text: row.body,
    message_time: row.createdAt.toISOString(),
    thumb_image_url: optionalFileUrl(config, row.thumbnailKey),
    original_file_url: optionalFileUrl(config, row.fileKey),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    read_at: row.readAt?.toISOString() ?? null,
    ...(row.messageType === 'quote' && { quote }),
  };
}

/** The visible messages of a conversation, oldest first (the newest MAX_LISTED_MESSAGES; after `afterId` only). */
export function listConversationMessages(
  db: Database,
  config: Pick<Config, 'publicUrl'>,
  { projectId, providerId, afterId }: { projectId: number; providerId: number; afterId?: number },
): Promise<TChatMessage[]> {
  return selectMessages(
    db,
    config,
    and(
      eq(chatMessages.projectId, projectId),
      eq(chatMessages.providerId, providerId),
      afterId === undefined ? undefined : gt(chatMessages.id, afterId),
    ),
    MAX_LISTED_MESSAGES,
  );
}

/** One visible message. */
export async function loadMessage(
  db: Database,
  config: Pick<Config, 'publicUrl'>,
  messageId: number,
): Promise<TChatMessage | null> {
  const [message] = await selectMessages(db, config, eq(chatMessages.id, messageId), 1);
  return message ?? null;
}
