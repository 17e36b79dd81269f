import { LEAD_PIPELINE_STATUSES } from '@homebid/contracts/lead-pipeline';
import type { TDashboard } from '@homebid/contracts/projects';
import { type Database, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { PROVIDER_LISTS } from './list-provider-projects';
import { projectCardJson, selectProjectCards } from './project-cards';

export interface LoadDashboardOptions {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'tipsVideoUrl'>;
  providerId: number;
  projectTypeId?: number;
  projectSubTypeId?: number;
}

/**
 * The dashboard (spec 'access' §2): figures computed from the provider's own rows, the latest
 * activities, its jobs in progress and the newest available projects (optionally of one type).
 */
export async function loadDashboard({
  db,
  config,
  providerId,
  projectTypeId,
  projectSubTypeId,
}: LoadDashboardOptions): Promise<TDashboard> {
  const ofType = sql`${projectTypeId ? sql`and p.project_type_id = ${projectTypeId}` : sql``}
    ${projectSubTypeId ? sql`and p.project_sub_type_id = ${projectSubTypeId}` : sql``}`;
  const [[stats], activities, mine, available, leadPipeline] = await Promise.all([
    rows<{ interactions: number | string; completed: number | string; saved_cents: number | string }>(
      db,
      sql`select
        -- Saved: Pro+ discounts on leads bought plus refunds credited back (the ledger's Refund lines).
        (select coalesce(sum(lp.price_cents - lp.paid_cents), 0) from lead_purchases lp where lp.provider_id = ${providerId})
          + (select coalesce(sum(t.amount_cents), 0) from wallet_transactions t join wallets w on w.id = t.wallet_id
               where w.provider_id = ${providerId} and t.category = 'Refund' and t.direction = 'credit')
          as saved_cents,
        (select count(*) from bids b where b.provider_id = ${providerId})
          + (select count(*) from provider_projects pp where pp.provider_id = ${providerId}
               and (pp.lead_purchased_at is not null or pp.is_bookmarked)
               and not exists (select 1 from bids b where b.provider_id = ${providerId} and b.project_id = pp.project_id))
          as interactions,
        (select count(*) from projects p where p.hired_provider_id = ${providerId} and p.status = 'completed') as completed`,
    ),
    selectProjectCards(db, providerId, PROVIDER_LISTS.inConversation(providerId), {
      limit: 10,
      orderBy: sql`greatest(p.updated_at, coalesce(b.updated_at, p.updated_at)) desc, p.id desc`,
    }),
    selectProjectCards(db, providerId, PROVIDER_LISTS.inProcessing(providerId), { limit: 10 }),
    selectProjectCards(db, providerId, sql`${PROVIDER_LISTS.availableUnbought(providerId)} ${ofType}`, { limit: 10 }),
    // Purchased Leads by the provider's pipeline status (a lead without a pipeline row is new).
    rows<{ status: string; n: number | string }>(
      db,
      sql`select coalesce(lpl.status, 'new') as status, count(*) as n
        from lead_purchases lp
        join provider_projects pp on pp.id = lp.provider_project_id and pp.lead_purchased_at is not null
        left join lead_pipelines lpl on lpl.lead_purchase_id = lp.id
        where lp.provider_id = ${providerId}
        group by 1`,
    ),
  ]);
  const card = (row: Parameters<typeof projectCardJson>[2]) => projectCardJson(config, providerId, row);
  return {
    provider_stats: {
      saved: Number(stats?.saved_cents ?? 0) / 100,
      project_interactions: Number(stats?.interactions ?? 0),
      project_completed: Number(stats?.completed ?? 0),
    },
    activities: activities.map(card),
    lead_pipeline: Object.fromEntries(
      LEAD_PIPELINE_STATUSES.map((status) => [
        status,
        Number(leadPipeline.find((row) => row.status === status)?.n ?? 0),
      ]),
    ) as TDashboard['lead_pipeline'],
    my_projects: mine.map(card),
    projectAvailable: available.map(card),
    video_url: config.tipsVideoUrl ?? null,
  };
}
