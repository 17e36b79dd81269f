// Quotes in the chat: a pro's quote to a project's customer, carried by a chat message of type
// 'quote', with its line items. The total is computed by the API from the lines; `status` is what
// the customer answered ('expired' is read, never stored: a pending quote past its valid_until).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { projects, providers, users } from './schema';
import { chatMessages } from './schema-live';

export const quotes = pgTable(
  'quotes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chatMessageId: bigint('chat_message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    customerUserId: integer('customer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    totalCents: integer('total_cents').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /** 'pending', 'accepted' or 'declined'. */
    status: text('status').notNull().default('pending'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quotes_chat_message_unique').on(t.chatMessageId),
    index('quotes_project_idx').on(t.projectId, t.id),
    index('quotes_provider_idx').on(t.providerId),
    index('quotes_customer_idx').on(t.customerUserId),
    check('quotes_status_check', sql`${t.status} in ('pending', 'accepted', 'declined')`),
    check('quotes_total_check', sql`${t.totalCents} between 1 and 100000000`),
    check('quotes_answered_check', sql`(${t.status} = 'pending') = (${t.answeredAt} is null)`),
  ],
);

export const quoteLineItems = pgTable(
  'quote_line_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    quoteId: bigint('quote_id', { mode: 'number' })
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** 1.. in the order the pro wrote them. */
    position: smallint('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [
    uniqueIndex('quote_line_items_quote_position_unique').on(t.quoteId, t.position),
    check('quote_line_items_position_check', sql`${t.position} between 1 and 20`),
    check('quote_line_items_description_check', sql`char_length(${t.description}) between 1 and 200`),
    check('quote_line_items_quantity_check', sql`${t.quantity} between 1 and 1000`),
    check('quote_line_items_unit_price_check', sql`${t.unitPriceCents} between 0 and 10000000`),
  ],
);
