// Chat (spec 'portal-access-profile-chat-works.md' §3 Chat): the messages between a
// project's customer and one provider, and the provider's quick-reply templates.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { projects, providers, storedFiles, users } from './schema';

/**
 * One chat message. A conversation is (project_id, provider_id); its customer is the project's.
 * `message_by` and `author_user_id` come from the sender's session, never from the request.
 * `sensitive_info`: the contact-detail guard caught it before the provider was hired; such a
 * message is kept for the record and shown to nobody. `deleted_at`: soft-deleted by its author.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    customerUserId: integer('customer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageBy: text('message_by').notNull(),
    messageType: text('message_type').notNull().default('text'),
    body: text('body').notNull().default(''),
    attachmentFileId: integer('attachment_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    sensitiveInfo: boolean('sensitive_info').notNull().default(false),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The conversation in order (and "after id" for a reconnecting client).
    index('chat_messages_conversation_idx').on(t.projectId, t.providerId, t.id),
    index('chat_messages_provider_idx').on(t.providerId),
    // A pro's response time (modules/pros): the first message it wrote on each project, from the index.
    index('chat_messages_provider_first_idx')
      .on(t.providerId, t.projectId, t.createdAt)
      .where(sql`${t.messageBy} = 'provider'`),
    index('chat_messages_customer_idx').on(t.customerUserId),
    index('chat_messages_author_idx').on(t.authorUserId),
    index('chat_messages_attachment_idx').on(t.attachmentFileId),
    check('chat_messages_message_by_check', sql`${t.messageBy} in ('customer', 'provider')`),
    check('chat_messages_message_type_check', sql`${t.messageType} in ('text', 'image', 'video', 'quote')`),
    check('chat_messages_body_length_check', sql`char_length(${t.body}) <= 2000`),
    check(
      'chat_messages_content_check',
      sql`${t.messageType} <> 'text' or char_length(${t.body}) > 0 or ${t.deletedAt} is not null`,
    ),
  ],
);

/** Texts a provider saves to insert into a message with one click. */
export const chatQuickReplies = pgTable(
  'chat_quick_replies',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_quick_replies_provider_idx').on(t.providerId, t.id),
    check('chat_quick_replies_body_check', sql`char_length(${t.body}) between 1 and 500`),
  ],
);
