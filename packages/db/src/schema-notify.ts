// Notifications' delivery: the outbox that hands each new notification to the
// dispatcher after its transaction commits, what was delivered on which channel, the settings that
// decide the channels, web push subscriptions and the server's VAPID keys, and the bid reminders
// already sent. The notifications themselves are `notifications` in schema.ts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { notifications, projects, providers, users } from './schema';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One row per notification not yet delivered, written in the same transaction as the notification
 * (notify()/notifyMany()). A dispatcher claims due rows (`available_at` passed) by moving
 * `available_at` a lease ahead, delivers, and deletes the row; a failed channel puts it back with a
 * back-off; a crashed process's lease runs out and another process takes the row.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    notificationId: bigint('notification_id', { mode: 'number' })
      .primaryKey()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: smallint('attempts').notNull().default(0),
  },
  (t) => [index('notification_outbox_available_idx').on(t.availableAt, t.notificationId)],
);

/**
 * Each channel a notification went out on (live, email, sms, push per subscription): a retry skips
 * what is already here, so a channel that worked is never sent twice.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** The e-mail address, the mobile number or `push:<subscription id>`; '' for live. */
    target: text('target').notNull().default(''),
    createdAt,
  },
  (t) => [
    uniqueIndex('notification_deliveries_unique').on(t.notificationId, t.channel, t.target),
    check('notification_deliveries_channel_check', sql`${t.channel} in ('live', 'email', 'sms', 'push')`),
  ],
);

/** 'Alert types': the user's global switches (no row: all on). */
export const notificationGlobalSettings = pgTable('notification_global_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pushNotification: boolean('push_notification').notNull().default(true),
  smsNotification: boolean('sms_notification').notNull().default(true),
  emailNotification: boolean('email_notification').notNull().default(true),
  updatedAt,
});

/** 'notifications you receive': one row per user and type (created with the defaults on first need). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationType: text('notification_type').notNull(),
    pushNotification: boolean('push_notification').notNull(),
    smsNotification: boolean('sms_notification').notNull(),
    emailNotification: boolean('email_notification').notNull(),
    updatedAt,
  },
  (t) => [
    uniqueIndex('notification_settings_user_type_unique').on(t.userId, t.notificationType),
    check(
      'notification_settings_type_check',
      sql`${t.notificationType} in ('new_project', 'new_lead', 'hired', 'project_updates', 'reviews', 'bid_reminder', 'subscription', 'new_bid', 'messages')`,
    ),
  ],
);

/** A browser's push subscription (one per device and browser profile: the endpoint is unique). */
export const webPushSubscriptions = pgTable(
  'web_push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The session's `client` (device) that subscribed. */
    client: text('client'),
    userAgent: text('user_agent'),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('web_push_subscriptions_endpoint_unique').on(t.endpoint),
    index('web_push_subscriptions_user_idx').on(t.userId),
  ],
);

/** The server's VAPID key pair: generated on first start, one row, shared by every process. */
export const webPushKeys = pgTable(
  'web_push_keys',
  {
    id: smallint('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt,
  },
  (t) => [check('web_push_keys_single_row', sql`${t.id} = 1`)],
);

/** RemainderToBid sent: at most once per project and provider. */
export const bidReminders = pgTable(
  'bid_reminders',
  {
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.projectId, t.providerId] }), index('bid_reminders_provider_idx').on(t.providerId)],
);
