import type { Database } from '@homebid/db/client';
import { projects, providers } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import { projectTitleSelection } from '../project-masking';
import { projectNotFound } from '../projects';

/**
 * The caller's own project, locked FOR UPDATE (call it inside a transaction), with the user id of
 * its hired provider; 404 when it is not the caller's.
 */
export async function lockOwnProject(tx: Pick<Database, 'select'>, customerUserId: number, projectId: number) {
  const [row] = await tx
    .select({
      id: projects.id,
      title: projects.title,
      status: projects.status,
      // What providers who may not see the customer's contact details are told (project-masking).
      providerTitle: projectTitleSelection,
      hiredProviderId: projects.hiredProviderId,
      hiredProviderUserId: providers.userId,
      customerConfirmedAt: projects.customerConfirmedAt,
      // What an edit starts from.
      projectSubTypeId: projects.projectSubTypeId,
      description: projects.description,
      streetAddress: projects.streetAddress,
      zipcode: projects.zipcode,
      budgetCents: projects.budgetCents,
      questionAnswers: projects.questionAnswers,
    })
    .from(projects)
    .leftJoin(providers, eq(providers.id, projects.hiredProviderId))
    .where(and(eq(projects.id, projectId), eq(projects.customerUserId, customerUserId)))
    .for('update', { of: projects });
  if (!row) throw projectNotFound();
  return row;
}
