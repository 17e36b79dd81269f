import { NOTIFICATION_TASK, notificationTexts } from '@homebid/contracts/notifications';
import { type Database, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import { PROJECT_TEXT_MASK_VERSION, remaskStaleProjects } from '../project-masking';
import { notificationWritten } from './wake';

export interface RemindToBidOptions {
  db: Database;
  /** How long a project waits unbid before the reminder; a day when unset. */
  afterMs?: number;
  /** Projects older than this are not reminded of (they were reminded, or are stale); a week when unset. */
  withinMs?: number;
}

/** Where the project's title goes in the text's template. */
const TITLE = '{title}';
const DAY = 24 * 60 * 60_000;
const interval = (ms: number) => sql`${`${Math.round(ms)} milliseconds`}::interval`;

/**
 * RemainderToBid (spec §3), the scheduled job's work: every provider a project open for bidding
 * reached (its zip among the provider's serviced zips and its sub-type among the provider's
 * services, as when it was posted) and who has neither bid on it nor ignored it a day after it was
 * posted is reminded once. bid_reminders keeps the pairs already reminded (its primary key makes
 * "once" hold when two processes run the job); the notifications and their outbox rows are written
 * in the same transaction. The title is the provider's: as typed when it bought the lead, else with
 * the contact details masked (project-masking; rows masked with older rules are masked again first,
 * and one written meanwhile waits for the next run).
 */
export async function remindToBid({ db, afterMs = DAY, withinMs = 7 * DAY }: RemindToBidOptions): Promise<number> {
  await remaskStaleProjects({ db });
  const reminded = await db.transaction(async (tx) => {
    const [queued] = await rows<{ count: number }>(
      tx,
      sql`
      with due as (
        select p.id as project_id, pr.id as provider_id, pr.user_id,
          case when pp.lead_purchased_at is not null then p.title else coalesce(p.masked_title, p.title) end as title
        from projects p
        join provider_serviced_zipcodes z on z.zip = p.zipcode
        join provider_project_sub_types s on s.provider_id = z.provider_id and s.project_sub_type_id = p.project_sub_type_id
        join providers pr on pr.id = z.provider_id
        left join provider_projects pp on pp.project_id = p.id and pp.provider_id = pr.id
        where p.status = 'bidding'
          and p.text_mask_version = ${PROJECT_TEXT_MASK_VERSION}
          and p.created_at <= now() - ${interval(afterMs)}
          and p.created_at > now() - ${interval(withinMs)}
          and not exists (select 1 from bids b where b.project_id = p.id and b.provider_id = pr.id)
          and not coalesce(pp.is_ignored, false)
      ),
      claimed as (
        insert into bid_reminders (project_id, provider_id)
        select project_id, provider_id from due
        on conflict do nothing
        returning project_id, provider_id
      ),
      written as (
        insert into notifications (user_id, task_name, notification, project_id)
        select d.user_id, ${NOTIFICATION_TASK.remainderToBid}::text,
               replace(${notificationTexts.remainderToBid(TITLE)}::text, ${TITLE}::text, d.title), d.project_id
        from claimed c join due d on d.project_id = c.project_id and d.provider_id = c.provider_id
        returning id, project_id
      ),
      queued as (insert into notification_outbox (notification_id) select id from written returning 1)
      select count(*)::int as count from queued
    `,
    );
    return queued?.count ?? 0;
  });
  if (reminded > 0) notificationWritten();
  return reminded;
}
