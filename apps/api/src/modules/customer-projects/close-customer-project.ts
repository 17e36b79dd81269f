import {
  customerProjectMessages,
  PROJECT_NOTIFICATION_TASK,
  projectNotificationTexts,
  type TCustomerProject,
} from '@homebid/contracts/projects';
import type { Database } from '@homebid/db/client';
import { projects } from '@homebid/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { AppError } from '../../lib/errors';
import { notifyMany } from '../notifications';
import { projectTitleFor } from '../project-masking';
import { getCustomerProject } from './get-customer-project';
import { lockOwnProject } from './own-project';

export interface CloseCustomerProjectOptions {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  customerUserId: number;
  projectId: number;
}

const notClosable = () => new AppError('conflict', customerProjectMessages.notClosable);

/**
 * POST /v2/customers/projects/{id}/close: the owner closes a project still open for bids, before any
 * hire. It becomes 'cancelled' with `closed_at` set, so it leaves the providers' available lists and
 * refuses bids and lead purchases (both take only open projects); the providers who bid or bought its
 * lead are told in the same transaction, and a bidder still reads it, as cancelled.
 */
export async function closeCustomerProject({
  db,
  config,
  customerUserId,
  projectId,
}: CloseCustomerProjectOptions): Promise<TCustomerProject> {
  await db.transaction(async (tx) => {
    const project = await lockOwnProject(tx, customerUserId, projectId);
    if (project.status !== 'bidding' || project.hiredProviderId !== null) throw notClosable();
    const now = new Date();
    const [closed] = await tx
      .update(projects)
      .set({ status: 'cancelled', closedAt: now, cancelledAt: now, updatedAt: now })
      .where(and(eq(projects.id, projectId), eq(projects.status, 'bidding')))
      .returning({ id: projects.id });
    if (!closed) throw notClosable();
    await notifyMany(
      tx,
      sql`select pr.user_id from bids b join providers pr on pr.id = b.provider_id where b.project_id = ${projectId}
          union
          select pr.user_id from provider_projects pp join providers pr on pr.id = pp.provider_id
          where pp.project_id = ${projectId} and pp.lead_purchased_at is not null`,
      {
        taskName: PROJECT_NOTIFICATION_TASK.updates,
        // Written once for bidders and buyers alike, some of whom may not see contact details: the masked title.
        text: projectNotificationTexts.closedByCustomer(projectTitleFor(project.providerTitle, false)),
        projectId,
      },
    );
  });
  return getCustomerProject({ db, config, customerUserId, projectId });
}
