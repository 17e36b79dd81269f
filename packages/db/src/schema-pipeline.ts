// A pro's own pipeline on each lead it bought: a status, private notes and a follow-up date. One row
// per lead purchase (so per provider and project), made on the first change; without a row the lead
// is 'new' with no notes. Only the buyer reads or writes it.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { providers } from './schema';
import { leadPurchases } from './schema-money';

export const leadPipelines = pgTable(
  'lead_pipelines',
  {
    leadPurchaseId: bigint('lead_purchase_id', { mode: 'number' })
      .primaryKey()
      .references(() => leadPurchases.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** LEAD_PIPELINE_STATUSES in packages/contracts/src/leads.ts. */
    status: text('status').notNull().default('new'),
    notes: text('notes').notNull().default(''),
    followUpOn: date('follow_up_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_pipelines_provider_status_idx').on(t.providerId, t.status),
    check('lead_pipelines_status_check', sql`${t.status} in ('new', 'contacted', 'quoted', 'won', 'lost')`),
    check('lead_pipelines_notes_check', sql`char_length(${t.notes}) <= 2000`),
  ],
);
