import type { Multipart } from '@fastify/multipart';
import {
  chatTexts,
  type TChatCreationAnswer,
  type TChatLiveEvent,
  type TMessageType,
  ZChatCreationMessage,
} from '@homebid/contracts/chat';
import {
  CUSTOMER_NOTIFICATION_TASK,
  customerNotificationTexts,
  NOTIFICATION_TASK,
} from '@homebid/contracts/notifications';
import type { Database } from '@homebid/db/client';
import { preparedRead } from '@homebid/db/prepared';
import { chatMessages } from '@homebid/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../lib/config';
import { invalid } from '../../lib/errors';
import type { FileStore } from '../../lib/storage/file-store';
import { readForm, readUploadedFile, removeStoredFiles, type StoredFile, storeUploadedBytes } from '../files';
import { chatStream, type LiveHub } from '../live';
import { announceProjectChange, notify } from '../notifications';
import type { Principal } from '../sessions';
import { chatMessageJson } from './chat-messages';
import { type Conversation, requireConversation } from './conversation';
import { screenContactDetails } from './screen-contact-details';

/** The multipart field of the attachment (spec §7: "plus a document file"). */
export const ATTACHMENT_FIELDS = new Set(['document', 'document[]', 'file']);
/** The other party hears of a message when its sender had not written in the conversation for this long. */
export const CONTACT_NOTICE_GAP_MINUTES = 30;

export interface SendChatMessageOptions {
  db: Database;
  store: FileStore;
  config: Pick<Config, 'publicUrl'>;
  live: Pick<LiveHub, 'broadcastTo'>;
  principal: Principal;
  parts: AsyncIterable<Multipart>;
  log?: FastifyBaseLogger;
}

function parseMessageField(value: string | undefined) {
  let json: unknown;
  try {
    json = JSON.parse(value ?? '');
  } catch {
    throw invalid(chatTexts.badMessageJson);
  }
  const parsed = ZChatCreationMessage.safeParse(json);
  if (!parsed.success) {
    const messages = parsed.error.issues.map((issue) =>
      issue.path.length === 0 || issue.code === 'invalid_type' ? chatTexts.badMessageJson : issue.message,
    );
    throw invalid(...new Set(messages));
  }
  return parsed.data;
}

/** Whether the caller's side ($3) wrote in a conversation ($1 project, $2 provider) in the last gap. */
const recentMessageOf = preparedRead<{ found: number }>({
  name: 'chat_recent_message_of',
  params: 3,
  build: (projectId, providerId, messageBy) => sql`
    select 1 as found from ${chatMessages}
    where ${chatMessages.projectId} = ${projectId}::bigint and ${chatMessages.providerId} = ${providerId}::int
      and ${chatMessages.messageBy} = ${messageBy}::text
      and ${chatMessages.createdAt} > now() - interval '${sql.raw(String(CONTACT_NOTICE_GAP_MINUTES))} minutes'
    limit 1`,
});

/**
 * Whether a message the caller sends now opens a new exchange: it had not written in the conversation
 * for CONTACT_NOTICE_GAP_MINUTES. Read before the message is written (then tellOtherParty).
 */
export async function opensExchange(db: Database, conversation: Conversation): Promise<boolean> {
  const [earlier] = await recentMessageOf.rows(db, [
    conversation.projectId,
    conversation.providerId,
    conversation.callerRole,
  ]);
  return !earlier;
}

/**
 * Tells the other party of a message that opens an exchange, in the transaction that writes it: a
 * customer's message tells the provider (ProjectContacted), a provider's tells the customer (New
 * Message from a Pro): one rule both ways.
 */
export async function tellOtherParty(tx: Database, conversation: Conversation): Promise<void> {
  if (conversation.callerRole === 'customer') {
    await notify(tx, {
      userId: conversation.providerUserId,
      taskName: NOTIFICATION_TASK.contacted,
      text: `A customer sent you a message about ${conversation.providerTitle}`,
      projectId: conversation.projectId,
    });
  } else {
    await notify(tx, {
      userId: conversation.customerUserId,
      taskName: CUSTOMER_NOTIFICATION_TASK.message,
      text: customerNotificationTexts.message(conversation.providerName, conversation.title),
      projectId: conversation.projectId,
    });
  }
}

/**
 * POST /messages/chat_creation (multipart: `message` JSON, optional `document`). The author is the
 * session's user (message_by is never read from the body), the type comes from the attachment's
 * bytes (images and videos only, 10 MB). Before the provider is hired, a text carrying contact
 * details, alone or with the sender's recent messages (screen-contact-details.ts), is kept from the
 * other party: it is recorded with sensitive_info, any attachment is dropped, the earlier pieces of
 * the detail are withheld too (the other party hears a delete event for each), and the answer
 * carries the Communication Policy.
 * Otherwise the message is stored and broadcast to the conversation's stream after commit.
 */
export async function sendChatMessage({
  db,
  store,
  config,
  live,
  principal,
  parts,
  log,
}: SendChatMessageOptions): Promise<TChatCreationAnswer> {
  let attachment: { bytes: Buffer; filename: string } | null = null;
  const fields = await readForm(parts, async (file) => {
    const bytes = await readUploadedFile(file);
    if (!ATTACHMENT_FIELDS.has(file.fieldname)) return;
    if (attachment) throw invalid(chatTexts.oneAttachment);
    if (bytes.length > 0) attachment = { bytes, filename: file.filename };
  });
  const input = parseMessageField(fields.message);
  const text = input.msg.trim();
  const upload = attachment as { bytes: Buffer; filename: string } | null;
  if (!text && !upload) throw invalid(chatTexts.emptyMessage);

  const conversation = await requireConversation(db, principal, input.project_id, input.provider_id);
  if (conversation.callerRole === 'provider' && conversation.isClosedToProvider) {
    throw invalid(chatTexts.hiredAnotherReadOnly);
  }
  const base = {
    projectId: conversation.projectId,
    providerId: conversation.providerId,
    customerUserId: conversation.customerUserId,
    authorUserId: principal.userId,
    messageBy: conversation.callerRole,
    body: text,
  };

  if (!conversation.isHired && text) {
    const { flagged, withheldMessageIds } = await screenContactDetails(db, conversation, principal.userId, text);
    if (flagged) {
      await db.transaction(async (tx) => {
        await tx.insert(chatMessages).values({ ...base, messageType: 'text', sensitiveInfo: true });
        if (withheldMessageIds.length === 0) return;
        await tx
          .update(chatMessages)
          .set({ sensitiveInfo: true })
          .where(and(inArray(chatMessages.id, withheldMessageIds), eq(chatMessages.authorUserId, principal.userId)));
      });
      const stream = chatStream(conversation.projectId, conversation.providerId);
      for (const id of withheldMessageIds) {
        const event: TChatLiveEvent = { type: 'delete', deleted_message_id: id };
        await live.broadcastTo(stream, event);
      }
      return { sensitive_info: true, message: chatTexts.communicationPolicy, chat: null };
    }
  }

  let stored: StoredFile | null = null;
  if (upload) {
    stored = await storeUploadedBytes({
      db,
      store,
      bytes: upload.bytes,
      filename: upload.filename,
      ownerUserId: principal.userId,
      accept: ['image', 'video'],
      visibility: 'private',
      log,
    });
  }
  const messageType: TMessageType = stored ? (stored.contentType.startsWith('video/') ? 'video' : 'image') : 'text';
  const isNoticed = await opensExchange(db, conversation);
  const insert = async (executor: Database) => {
    const [row] = await executor
      .insert(chatMessages)
      .values({ ...base, messageType, attachmentFileId: stored?.id ?? null })
      .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
    return row;
  };
  let inserted: { id: number; createdAt: Date };
  try {
    // One statement, unless the other party is told too: then both, or neither.
    inserted = isNoticed
      ? await db.transaction(async (tx) => {
          const row = await insert(tx as unknown as Database);
          await tellOtherParty(tx as unknown as Database, conversation);
          return row;
        })
      : await insert(db);
  } catch (error) {
    if (stored) await removeStoredFiles(db, store, [stored], log);
    throw error;
  }
  // The message as the conversation's history will show it, made from what was just written.
  const message = chatMessageJson(config, {
    ...base,
    ...inserted,
    messageType,
    deliveredAt: null,
    readAt: null,
    fileKey: stored?.key ?? null,
    thumbnailKey: stored?.thumbnailKey ?? null,
  });
  const event: TChatLiveEvent = { type: 'message', data: message };
  await live.broadcastTo(chatStream(conversation.projectId, conversation.providerId), event);
  // The other party's open project page hears of a message the notification above did not announce.
  if (!isNoticed) {
    const otherUserId =
      conversation.callerRole === 'customer' ? conversation.providerUserId : conversation.customerUserId;
    await announceProjectChange(live, [otherUserId], conversation.projectId, 'message');
  }
  return { sensitive_info: false, message: chatTexts.messageSent, chat: message };
}
