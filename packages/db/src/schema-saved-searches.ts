// Saved searches with alerts: a provider's named Available Projects filters with the channels its
// alerts use, and each (search, project) already alerted, so a project matches a search once.
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
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { notifications, projectSubTypes, projects, providers } from './schema';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One saved search; an empty `search` and a null `location` / `project_sub_type_id` / budget bound /
 * `max_distance_miles` match any project. `sort` is the order the search opens Available Projects in.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    search: text('search').notNull().default(''),
    location: text('location'),
    projectSubTypeId: integer('project_sub_type_id').references(() => projectSubTypes.id, { onDelete: 'cascade' }),
    sort: text('sort').notNull().default('newest'),
    minBudgetCents: bigint('min_budget_cents', { mode: 'number' }),
    maxBudgetCents: bigint('max_budget_cents', { mode: 'number' }),
    maxDistanceMiles: integer('max_distance_miles'),
    pushNotification: boolean('push_notification').notNull().default(true),
    smsNotification: boolean('sms_notification').notNull().default(false),
    emailNotification: boolean('email_notification').notNull().default(true),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_provider_idx').on(t.providerId, t.id),
    index('saved_searches_sub_type_idx').on(t.projectSubTypeId),
    check('saved_searches_sort_check', sql`${t.sort} in ('newest', 'nearest', 'budget', 'fewest_bids')`),
    check(
      'saved_searches_budget_check',
      sql`(${t.minBudgetCents} is null or ${t.minBudgetCents} >= 0) and (${t.maxBudgetCents} is null or ${t.maxBudgetCents} >= 0)
        and (${t.minBudgetCents} is null or ${t.maxBudgetCents} is null or ${t.minBudgetCents} <= ${t.maxBudgetCents})`,
    ),
    check('saved_searches_distance_check', sql`${t.maxDistanceMiles} is null or ${t.maxDistanceMiles} > 0`),
  ],
);

/** A search that alerted about a project, with the notification it wrote (its channels are the search's). */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: bigint('saved_search_id', { mode: 'number' })
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    notificationId: bigint('notification_id', { mode: 'number' }).references(() => notifications.id, {
      onDelete: 'set null',
    }),
    createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.projectId] }),
    index('saved_search_matches_project_idx').on(t.projectId),
    index('saved_search_matches_notification_idx').on(t.notificationId),
  ],
);
