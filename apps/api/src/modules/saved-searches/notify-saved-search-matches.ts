import { SAVED_SEARCH_MATCH_TASK, savedSearchNotificationText } from '@homebid/contracts/saved-searches';
import { type Database, rows } from '@homebid/db/client';
import { savedSearchMatches } from '@homebid/db/schema';
import { sql } from 'drizzle-orm';
import { loadProjectForNotice, notify } from '../notifications';
import { projectTitleFor } from '../project-masking';
import { areaCentres, milesFromNearestCentre } from '../projects';

type Writer = Pick<Database, 'execute' | 'select' | 'insert' | 'update'>;

/**
 * 'Saved Search Match': tells each provider whose saved search matches a newly posted project, once
 * per (search, project). A search matches when its provider would see the project (its zip among
 * the provider's serviced zips, its sub-type among the provider's services, as the new-project
 * notice) and the project's title (masked) contains the search's words, its city is the search's
 * location, its sub-type the search's service, its budget within the search's bounds (a project
 * without a budget is within none) and its zip within the search's miles of the provider's nearest
 * area centre, as the Available Projects filters (each when set). Call it inside the transaction
 * that posts the project; answers how many were told.
 */
export async function notifySavedSearchMatches(db: Writer, projectId: number): Promise<number> {
  const project = await loadProjectForNotice(db, projectId);
  if (!project) return 0;
  const matches = await rows<{ saved_search_id: number; user_id: number; name: string }>(
    db,
    sql`select s.id::int as saved_search_id, pr.user_id, s.name
        from projects p
        join saved_searches s on s.project_sub_type_id is null or s.project_sub_type_id = p.project_sub_type_id
        join providers pr on pr.id = s.provider_id
        where p.id = ${projectId}
          and exists (select 1 from provider_serviced_zipcodes z where z.provider_id = s.provider_id and z.zip = p.zipcode)
          and exists (
            select 1 from provider_project_sub_types t
            where t.provider_id = s.provider_id and t.project_sub_type_id = p.project_sub_type_id
          )
          and (s.search = '' or strpos(lower(coalesce(p.masked_title, p.title)), lower(s.search)) > 0)
          and (s.location is null or lower(p.city) = lower(s.location))
          and (s.min_budget_cents is null or p.budget_cents >= s.min_budget_cents)
          and (s.max_budget_cents is null or p.budget_cents <= s.max_budget_cents)
          and (s.max_distance_miles is null
            or ${milesFromNearestCentre(sql`(${areaCentres(sql`s.provider_id`)})`, sql`p.zipcode`)} <= s.max_distance_miles)
        order by s.id`,
  );
  // Nobody has bought the lead yet: every recipient reads the masked title.
  const title = projectTitleFor(project, false);
  let told = 0;
  for (const match of matches) {
    const claimed = await db
      .insert(savedSearchMatches)
      .values({ savedSearchId: match.saved_search_id, projectId })
      .onConflictDoNothing()
      .returning({ id: savedSearchMatches.savedSearchId });
    if (!claimed.length) continue;
    const written = await notify(db, {
      userId: match.user_id,
      taskName: SAVED_SEARCH_MATCH_TASK,
      text: savedSearchNotificationText(match.name, title, project.city, project.state),
      projectId,
    });
    await db
      .update(savedSearchMatches)
      .set({ notificationId: written.id })
      .where(
        sql`${savedSearchMatches.savedSearchId} = ${match.saved_search_id} and ${savedSearchMatches.projectId} = ${projectId}`,
      );
    told += 1;
  }
  return told;
}
