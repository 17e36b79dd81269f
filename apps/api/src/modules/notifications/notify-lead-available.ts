import { NOTIFICATION_TASK, notificationTexts } from '@homebid/contracts/notifications';
import type { Database } from '@homebid/db/client';
import { projects } from '@homebid/db/schema';
import { eq, sql } from 'drizzle-orm';
import { projectTitleFor, projectTitleSelection } from '../project-masking';
import { notifyMany } from './notify-many';

type Writer = Pick<Database, 'execute' | 'select'>;

/**
 * What a notice about a new or re-offered project needs of it (the masked title's inputs, place and
 * budget), or null when it no longer takes bids: such a project is announced to nobody.
 */
export async function loadProjectForNotice(db: Writer, projectId: number) {
  const [project] = await db
    .select({
      ...projectTitleSelection,
      city: projects.city,
      state: projects.state,
      status: projects.status,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  return project?.status === 'bidding' ? project : null;
}

/**
 * 'You have a New Lead for Purchase': a project's lead can be bought (a lead freed again by a
 * refund, or a project newly offered as a lead). Tells every provider the project reaches (its zip
 * among the provider's serviced zips, its sub-type among the provider's services) who has not
 * bought its lead, bid on it or ignored it, and is not the hired provider. Call it inside the
 * transaction of the event; answers how many were told.
 */
export async function notifyLeadAvailable(db: Writer, projectId: number): Promise<number> {
  const project = await loadProjectForNotice(db, projectId);
  if (!project) return 0;
  return notifyMany(
    db,
    sql`select pr.user_id from projects p
        join provider_serviced_zipcodes z on z.zip = p.zipcode
        join provider_project_sub_types s on s.provider_id = z.provider_id and s.project_sub_type_id = p.project_sub_type_id
        join providers pr on pr.id = z.provider_id
        where p.id = ${projectId}
          and not exists (select 1 from bids b where b.project_id = p.id and b.provider_id = pr.id)
          and not exists (
            select 1 from provider_projects pp
            where pp.project_id = p.id and pp.provider_id = pr.id and (pp.is_ignored or pp.lead_purchased_at is not null)
          )`,
    {
      taskName: NOTIFICATION_TASK.newLead,
      // Its recipients have not bought the lead: the title with the contact details masked.
      text: notificationTexts.newLead(projectTitleFor(project, false), project.city, project.state),
      projectId,
    },
  );
}
