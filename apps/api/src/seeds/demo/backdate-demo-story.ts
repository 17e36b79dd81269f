// The demo's last step. The services stamp everything "now", while the demo shows a marketplace that
// has been living for two weeks: this moves the timestamps of what the story wrote back to when the
// catalogue says each thing happened. It changes timestamps only, never a state: every row is as
// the services left it, just dated earlier. The one exception, read_at, is a timestamp too: the
// demo provider has opened its notifications list now and then, which marks what it lists as read,
// and the notifications older than two days were read an hour after they came.

import { PROJECT_NOTIFICATION_TASK } from '@homebid/contracts/projects';
import { REVIEW_NOTIFICATION_TASK } from '@homebid/contracts/reviews';
import type { Database } from '@homebid/db/client';
import { type SQL, sql } from 'drizzle-orm';

export interface BackdatedStory {
  /** When the demo customers and rivals signed up. */
  joinedAt: Date;
  joinedUserIds: number[];
  /** Notifications older than this were read an hour after they came. */
  readBefore: Date;
  projects: Array<{
    projectId: number;
    postedAt: Date;
    hiredAt: Date | null;
    completedAt: Date | null;
    reviewedAt: Date | null;
  }>;
  bids: Array<{ projectId: number; providerId: number; at: Date }>;
  bookmarks: Array<{ projectId: number; providerId: number; at: Date }>;
}

const at = (date: Date | null) => (date ? sql`${date.toISOString()}::timestamptz` : sql`null::timestamptz`);
const valuesOf = (list: SQL[]) => sql.join(list, sql`, `);

export async function backdateDemoStory(db: Database, story: BackdatedStory): Promise<void> {
  if (!story.projects.length) return;
  await db.execute(sql`
    update users set created_at = ${at(story.joinedAt)}, updated_at = ${at(story.joinedAt)},
      confirmed_at = ${at(story.joinedAt)}
    where id in (${valuesOf(story.joinedUserIds.map((id) => sql`${id}`))})`);

  await db.execute(sql`
    update projects p
    set created_at = v.posted_at, hired_at = v.hired_at, completed_at = v.completed_at,
      updated_at = coalesce(v.completed_at, v.hired_at, v.posted_at)
    from (values ${valuesOf(
      story.projects.map(
        (p) => sql`(${p.projectId}::bigint, ${at(p.postedAt)}, ${at(p.hiredAt)}, ${at(p.completedAt)})`,
      ),
    )}) as v(id, posted_at, hired_at, completed_at)
    where p.id = v.id`);

  const reviewed = story.projects.filter((p) => p.reviewedAt);
  if (reviewed.length) {
    await db.execute(sql`
      update reviews r set created_at = v.at
      from (values ${valuesOf(reviewed.map((p) => sql`(${p.projectId}::bigint, ${at(p.reviewedAt)})`))}) as v(project_id, at)
      where r.project_id = v.project_id`);
  }

  for (const [table, rows] of [
    ['bids', story.bids],
    ['provider_projects', story.bookmarks],
  ] as const) {
    if (!rows.length) continue;
    await db.execute(sql`
      update ${sql.identifier(table)} t set created_at = v.at, updated_at = v.at
      from (values ${valuesOf(
        rows.map((row) => sql`(${row.projectId}::bigint, ${row.providerId}::int, ${at(row.at)})`),
      )}) as v(project_id, provider_id, at)
      where t.project_id = v.project_id and t.provider_id = v.provider_id`);
  }

  // Each notification at its event: a new project when posted, a review when written, the hired
  // provider's update when the customer confirmed the job done, any other (hired, awarded to
  // another) at the hire.
  const projectIds = valuesOf(story.projects.map((p) => sql`${p.projectId}`));
  await db.execute(sql`
    update notifications n
    set created_at = case
      when n.task_name = ${PROJECT_NOTIFICATION_TASK.newProject} then p.created_at
      when n.task_name = ${REVIEW_NOTIFICATION_TASK} then coalesce(r.created_at, p.completed_at, p.created_at)
      when n.task_name = ${PROJECT_NOTIFICATION_TASK.updates} and n.user_id = hp.user_id and p.completed_at is not null
        then p.completed_at
      else coalesce(p.hired_at, p.created_at)
    end
    from projects p
    left join reviews r on r.project_id = p.id
    left join providers hp on hp.id = p.hired_provider_id
    where n.project_id = p.id and p.id in (${projectIds})`);
  await db.execute(sql`
    update notifications set read_at = created_at + interval '1 hour'
    where project_id in (${projectIds}) and read_at is null and created_at < ${at(story.readBefore)}`);
}
