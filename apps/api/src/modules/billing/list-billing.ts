import { BILLING_PAGE_SIZE, type TBillingPage } from '@homebid/contracts/billing';
import type { Database } from '@homebid/db/client';
import { countBilling, readCharges, readRefunds } from './billing-rows';

export interface ListBillingOptions {
  db: Database;
  providerId: number;
  page?: number;
}

/**
 * GET /api/billing: the provider's card charges and refunds, newest first, a page at a time. A page's
 * rows are among the newest page × size of each record, so only those are read and merged.
 */
export async function listBilling({ db, providerId, page = 1 }: ListBillingOptions): Promise<TBillingPage> {
  const size = BILLING_PAGE_SIZE;
  const limit = page * size;
  const [charges, refunds, total] = await Promise.all([
    readCharges(db, providerId, { limit }),
    readRefunds(db, providerId, { limit }),
    countBilling(db, providerId),
  ]);
  const merged = [...charges, ...refunds].sort(
    (a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id, 'en', { numeric: true }),
  );
  return {
    entries: merged.slice((page - 1) * size, limit),
    pagination: { page, per_page: size, total_entries: total, total_pages: Math.max(1, Math.ceil(total / size)) },
  };
}
