import type { TProjectCard } from '@homebid/contracts/projects';
import type { Database } from '@homebid/db/client';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { isAvailableTo, projectCardJson, selectProjectCards } from './project-cards';

/** The lists of My Projects, the dashboard and the web_* calls, each a condition on `p`/`pp`/`b`. */
export const PROVIDER_LISTS = {
  /** Open projects the provider bid on. */
  inBidding: () => sql`p.status = 'bidding' and b.id is not null`,
  /** Jobs the provider was hired for and has not finished. */
  inProcessing: (providerId: number) =>
    sql`p.hired_provider_id = ${providerId} and p.status in ('hired', 'cancellation_requested')`,
  /** Finished or cancelled jobs of the provider, and projects it bid on that the customer closed unhired. */
  history: (providerId: number) =>
    sql`((p.hired_provider_id = ${providerId} and p.status in ('completed', 'cancelled'))
         or (p.closed_at is not null and b.id is not null))`,
  /** Bookmarked projects it may still see. */
  bookmarks: (providerId: number) =>
    sql`coalesce(pp.is_bookmarked, false) and (p.status = 'bidding' or p.hired_provider_id = ${providerId})`,
  /** Available projects whose lead it has not bought. */
  availableUnbought: (providerId: number) => sql`${isAvailableTo(providerId)} and pp.lead_purchased_at is null`,
  /** Projects it engaged with: bid, bought the lead, or was hired. */
  inConversation: (providerId: number) =>
    sql`((p.status = 'bidding' and (b.id is not null or pp.lead_purchased_at is not null))
         or p.hired_provider_id = ${providerId})`,
} as const;

export interface ListProviderProjectsOptions {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  providerId: number;
  where: SQL;
  limit?: number;
  orderBy?: SQL;
}

export async function listProviderProjects({
  db,
  config,
  providerId,
  where,
  limit,
  orderBy,
}: ListProviderProjectsOptions): Promise<TProjectCard[]> {
  const rows = await selectProjectCards(db, providerId, where, { limit, orderBy });
  return rows.map((row) => projectCardJson(config, providerId, row));
}
