// A pro's certificates: the licence or insurance document it uploaded for an operator to review. One
// row per provider and kind (a replacement is a new row, so an operator's decision always names the
// file it was made on); the file is private (stored_files, visibility 'private'): only its owner
// and the operator command read it.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { providers, storedFiles } from './schema';

export const providerCertificates = pgTable(
  'provider_certificates',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** CERTIFICATE_KINDS in packages/contracts/src/certificates.ts. */
    kind: text('kind').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    /** CERTIFICATE_STATUSES: 'pending' until an operator approves or rejects it. */
    status: text('status').notNull().default('pending'),
    /** The operator's reason, shown to the pro; set exactly when rejected. */
    rejectionReason: text('rejection_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_certificates_provider_kind_idx').on(t.providerId, t.kind),
    index('provider_certificates_file_idx').on(t.fileId),
    index('provider_certificates_status_idx').on(t.status, t.createdAt),
    check('provider_certificates_kind_check', sql`${t.kind} in ('license', 'insurance')`),
    check('provider_certificates_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      'provider_certificates_reason_check',
      sql`(${t.status} = 'rejected') = (${t.rejectionReason} is not null) and char_length(${t.rejectionReason}) <= 500`,
    ),
    check('provider_certificates_reviewed_check', sql`(${t.status} = 'pending') = (${t.reviewedAt} is null)`),
  ],
);
