import {
  customerProjectMessages,
  PROJECT_NOTIFICATION_TASK,
  projectNotificationTexts,
  type TCustomerProject,
} from '@homebid/contracts/projects';
import type { Database } from '@homebid/db/client';
import { projects } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { invalid } from '../../lib/errors';
import { notify } from '../notifications';
import { getCustomerProject } from './get-customer-project';
import { lockOwnProject } from './own-project';

export interface CompleteCustomerProjectOptions {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  customerUserId: number;
  projectId: number;
}

/**
 * POST /v2/customers/projects/{id}/complete: the customer confirms the hired job is done, and the
 * hired provider is told. A project the provider already marked complete answers as it is (200).
 */
export async function completeCustomerProject({
  db,
  config,
  customerUserId,
  projectId,
}: CompleteCustomerProjectOptions): Promise<TCustomerProject> {
  await db.transaction(async (tx) => {
    const project = await lockOwnProject(tx, customerUserId, projectId);
    if (project.status === 'completed') return;
    if (project.status !== 'hired' || project.hiredProviderUserId === null) {
      throw invalid(customerProjectMessages.notInProgress);
    }
    const now = new Date();
    await tx
      .update(projects)
      .set({ status: 'completed', completedAt: now, updatedAt: now })
      .where(and(eq(projects.id, projectId), eq(projects.status, 'hired')));
    await notify(tx, {
      userId: project.hiredProviderUserId,
      taskName: PROJECT_NOTIFICATION_TASK.updates,
      text: projectNotificationTexts.completedByCustomer(project.title),
      projectId,
    });
  });
  return getCustomerProject({ db, config, customerUserId, projectId });
}
