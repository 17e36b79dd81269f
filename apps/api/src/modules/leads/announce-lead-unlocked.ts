import { type Database, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import type { LiveHub } from '../live';
import { announceProjectChange } from '../notifications';

/**
 * After a lead purchase commits: every other provider that may have the project open (it is in
 * their area and services, they bid, or they bought its lead) is told live, so its "N of 4
 * unlocked" changes without a reload. The buyer's own page updates from its answer.
 */
export async function announceLeadUnlocked(
  { db, live }: { db: Database; live: Pick<LiveHub, 'broadcastTo'> },
  projectId: number,
  buyerProviderId: number,
): Promise<void> {
  const viewers = await rows<{ user_id: number }>(
    db,
    sql`select pr.user_id from providers pr where pr.id <> ${buyerProviderId} and pr.id in (
          select z.provider_id from projects p
          join provider_serviced_zipcodes z on z.zip = p.zipcode
          join provider_project_sub_types s on s.provider_id = z.provider_id and s.project_sub_type_id = p.project_sub_type_id
          where p.id = ${projectId}
          union select b.provider_id from bids b where b.project_id = ${projectId}
          union select lp.provider_id from lead_purchases lp where lp.project_id = ${projectId})`,
  );
  await announceProjectChange(
    live,
    viewers.map((viewer) => viewer.user_id),
    projectId,
    'lead_unlocked',
  );
}
