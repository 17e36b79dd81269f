// Chat between a project's customer and a provider (spec 'portal-access-profile-chat-works.md' §2 Chat
// panel, §3 Chat and Chat message, §4 Chat, §5 Chat, §7, §8; CONTRACT §5 and §6), shared by the API
// and the web app: message shapes, the spec's texts, attachment limits and the live-channel events.
import { z } from 'zod';
import { ZId } from './common';
import { MAX_UPLOAD_BYTES } from './files';
import { fieldMessages } from './messages';
import { type TQuote, ZQuote } from './quotes';

/** Spec §5: only image and video files are accepted as attachments; §9: 10MB. */
export const CHAT_MAX_ATTACHMENT_BYTES = MAX_UPLOAD_BYTES;
export const CHAT_IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const CHAT_VIDEO_CONTENT_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
/** What the chat's file picker offers (the server sniffs the bytes whatever the browser says). */
export const CHAT_ATTACHMENT_ACCEPT = [...CHAT_IMAGE_CONTENT_TYPES, ...CHAT_VIDEO_CONTENT_TYPES].join(',');
/** Longest message text (characters). */
export const CHAT_MAX_TEXT_LENGTH = 2000;
/** Spec §4/§9: after a delete the list refreshes after 2 s; the list scrolls to the bottom after 2 s. */
export const CHAT_DELETE_REFRESH_MS = 2000;
export const CHAT_SCROLL_DELAY_MS = 2000;
/** Quick-reply templates a provider may keep, and their longest text. */
export const QUICK_REPLY_MAX_COUNT = 30;
export const QUICK_REPLY_MAX_LENGTH = 500;

export const MESSAGE_BY = ['customer', 'provider'] as const;
export type TMessageBy = (typeof MESSAGE_BY)[number];
/** `quote`: the message carries a pro's quote card (`quote`), and no text. */
export const MESSAGE_TYPES = ['text', 'image', 'video', 'quote'] as const;
export type TMessageType = (typeof MESSAGE_TYPES)[number];

/** The chat's live channel (CONTRACT §6); NotificationChannel is in notifications.ts. */
export const CHAT_CHANNEL = 'ChatChannel';

export const chatTexts = {
  /** Spec §8: the Communication Policy modal. */
  communicationPolicyTitle: 'Communication Policy',
  communicationPolicy:
    'Congrats! You are almost hired! As a reminder please do not share any contact information with the customer until then. All the important contact information will be provided at that time! Thank you!',
  communicationPolicyOkay: 'Okay',
  /** Spec §2 Chat panel notice. */
  publicNotice:
    'All responses are publicly visible. Answer only questions about the project details, and do not share contact details before you are hired.',
  hide: 'Hide',
  send: 'Send',
  placeholder: 'Type a message',
  attach: 'Attach an image or video',
  messageSent: 'Message sent',
  chatLoaded: 'Chat loaded',
  messageDeleted: 'Message deleted',
  emptyMessage: 'Type a message or attach an image or video.',
  tooLong: `A message can be at most ${CHAT_MAX_TEXT_LENGTH} characters.`,
  badMessageJson: 'The message field must be JSON with project_id and provider_id.',
  oneAttachment: 'Attach one file per message.',
  conversationNotFound: 'Conversation not found',
  /** A customer naming a pro that never bid on, bought or was hired for the project, nor wrote about it (CONTRACT §5). */
  customerNotInContact: 'You can message a pro once they bid on your project, unlock it or write to you.',
  /** A provider whose bought lead went to another pro keeps the conversation to read, not to write. */
  hiredAnotherReadOnly: 'The customer hired another pro: you can read this conversation but no longer write in it.',
  messageNotFound: 'Message not found',
  ownMessagesOnly: 'You can delete only your own messages.',
  noMessages: 'No messages yet. Ask the customer about the project.',
  quickRepliesLoaded: 'Quick replies loaded',
  quickReplySaved: 'Quick reply saved',
  quickReplyDeleted: 'Quick reply deleted',
  quickReplyEmpty: 'Enter the quick reply text',
  quickReplyTooLong: `A quick reply can be at most ${QUICK_REPLY_MAX_LENGTH} characters.`,
  quickReplyLimit: `You can keep at most ${QUICK_REPLY_MAX_COUNT} quick replies.`,
  quickReplyNotFound: 'Quick reply not found',
  receiptsSaved: 'Messages marked as read',
} as const;

/** A chat message id: bigint in the database, a safe integer in JSON. */
export const ZMessageId = z.coerce
  .number({ error: fieldMessages.id })
  .int({ error: fieldMessages.id, abort: true })
  .min(1, { error: fieldMessages.id, abort: true })
  .max(Number.MAX_SAFE_INTEGER, { error: fieldMessages.id });

/** Spec §3 Chat message (plus read receipts). */
export const ZChatMessage = z.object({
  message_id: z.number().int(),
  project_id: z.number().int(),
  provider_id: z.number().int(),
  message_by: z.enum(MESSAGE_BY),
  message_type: z.enum(MESSAGE_TYPES),
  message_text: z.string(),
  /** ISO 8601, UTC. */
  message_time: z.string(),
  thumb_image_url: z.string().nullable(),
  original_file_url: z.string().nullable(),
  /** When the other party's device received it / read it (null until then). */
  delivered_at: z.string().nullable(),
  read_at: z.string().nullable(),
  /** The quote card of a `quote` message (absent on other messages). */
  quote: ZQuote.optional(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** Spec §3 Chat: one conversation (a project's customer and one provider). */
export const ZChat = z.object({
  project_id: z.number().int(),
  provider_id: z.number().int(),
  /** The provider's provider_projects row for the project (project-detail link), null before any. */
  provider_project_id: z.number().int().nullable(),
  /** City, state and zip before the provider is hired or bought the lead; the full address after. */
  address: z.string(),
  cust_avathar: z.string().nullable(),
  pro_avathar: z.string().nullable(),
  cust_name: z.string(),
  pro_name: z.string(),
  project_name: z.string(),
  cust_id: z.number().int(),
  /** True once the provider is hired for the project: the contact-detail guard no longer applies. */
  is_hired: z.boolean(),
  /** True when the provider may read the conversation but no longer write in it: the customer hired another pro. */
  is_closed: z.boolean(),
  /** True when the caller is the provider and may send a quote: it bought the lead or was hired, and may still write. */
  can_send_quote: z.boolean(),
  chats: z.array(ZChatMessage),
});
export type TChat = z.infer<typeof ZChat>;

/** GET /messages/get_provider_chat and /messages/get_customer_chat. */
export const ZChatQuery = z.object({
  provider_id: ZId,
  project_id: ZId,
  /** Only messages after this id (a reconnecting client catching up); all when absent. */
  after_id: ZMessageId.optional(),
});
export type TChatQuery = z.infer<typeof ZChatQuery>;

export const ZProviderChatAnswer = z.object({ provider_chat: ZChat });
export const ZCustomerChatAnswer = z.object({ customer_chat: ZChat });

/**
 * POST /messages/chat_creation, the multipart field `message` (JSON). `message_by` and
 * `message_type` are accepted for the spec's clients but never trusted: the author comes from the
 * session, the type from the attachment's bytes.
 */
export const ZChatCreationMessage = z.object({
  project_id: ZId,
  provider_id: ZId,
  message_type: z.string().optional(),
  message_by: z.string().optional(),
  msg: z.string({ error: chatTexts.emptyMessage }).max(CHAT_MAX_TEXT_LENGTH, chatTexts.tooLong).optional().default(''),
});
export type TChatCreationMessage = z.input<typeof ZChatCreationMessage>;

/**
 * The send answer. `sensitive_info` true: the message carried contact details before the provider
 * was hired; it was kept from the other party, `message` holds the Communication Policy text and
 * `chat` is null (spec §4: the modal opens, Okay reloads).
 */
export const ZChatCreationAnswer = z.object({
  sensitive_info: z.boolean(),
  message: z.string(),
  chat: ZChatMessage.nullable(),
});
export type TChatCreationAnswer = z.infer<typeof ZChatCreationAnswer>;

/** GET /messages/soft_delete?message_id=&is_visible=false */
export const ZSoftDeleteQuery = z.object({
  message_id: ZMessageId,
  is_visible: z.string().optional(),
});
export const ZSoftDeleteAnswer = z.object({ deleted_message_id: z.number().int() });

/** POST /messages/mark_read: the caller read the conversation up to a message (read receipts). */
export const ZMarkReadRequest = z.object({
  project_id: ZId,
  provider_id: ZId,
  up_to_message_id: ZMessageId,
});
export const ZMarkReadAnswer = z.object({ read_count: z.number().int(), read_at: z.string() });

/** Quick-reply templates the provider saves and inserts with one click. */
export const ZQuickReply = z.object({ id: z.number().int(), text: z.string(), created_at: z.string() });
export type TQuickReply = z.infer<typeof ZQuickReply>;
export const ZQuickReplyList = z.object({ quick_replies: z.array(ZQuickReply) });
export const ZQuickReplyRequest = z.object({
  text: z
    .string({ error: chatTexts.quickReplyEmpty })
    .trim()
    .min(1, { error: chatTexts.quickReplyEmpty, abort: true })
    .max(QUICK_REPLY_MAX_LENGTH, chatTexts.quickReplyTooLong),
});
export const ZQuickReplyAnswer = z.object({ quick_reply: ZQuickReply });
export const ZQuickReplyDeleted = z.object({ id: z.number().int() });

// ---- Live channel (CONTRACT §6) ----

/** The ChatChannel identifier's params; `since_id` asks for the messages missed after that id. */
export const ZChatChannelParams = z.object({
  channel: z.literal(CHAT_CHANNEL),
  project_id: ZId,
  provider_id: ZId,
  since_id: ZMessageId.optional(),
});
export type TChatChannelParams = z.infer<typeof ZChatChannelParams>;

/** What a ChatChannel subscriber receives as `message`. */
export type TChatLiveEvent =
  | { type: 'message'; data: TChatMessage }
  | { type: 'delete'; deleted_message_id: number }
  /** The other party's device got (delivered) or showed (read) the messages up to this id. */
  | { type: 'receipt'; receipt: 'delivered' | 'read'; by: TMessageBy; up_to_message_id: number; at: string }
  | { type: 'typing'; by: TMessageBy; is_typing: boolean }
  /** A quote of the conversation changed (the customer accepted or declined it): its card as it is now. */
  | { type: 'quote'; data: TQuote };

/**
 * What a ChatChannel subscriber may send with the `message` command (`subscription.perform(action, data)`):
 * `typing` {is_typing}, `delivered` / `read` {up_to_message_id}.
 */
export const ZChatChannelAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('typing'), is_typing: z.boolean().optional().default(true) }),
  z.object({ action: z.literal('delivered'), up_to_message_id: ZMessageId }),
  z.object({ action: z.literal('read'), up_to_message_id: ZMessageId }),
]);
export type TChatChannelAction = z.input<typeof ZChatChannelAction>;
