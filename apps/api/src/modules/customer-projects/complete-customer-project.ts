import {
  customerProjectMessages,
  PROJECT_NOTIFICATION_TASK,
  projectNotificationTexts,
  type TCustomerProject,
} from '@homebid/contracts/projects';
import type { Database } from '@homebid/db/client';
import { projects } from '@homebid/db/schema';
import { and, eq, inArray, isNull } from 'drizzle-orm';
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
 * POST /v2/customers/projects/{id}/complete: the customer confirms the hired job is done. A hired
 * project becomes completed; one the provider already marked complete stays so. Either way the
 * confirmation is recorded (`customer_confirmed_at`) and the hired provider told, once: a second
 * call answers the project as it is.
 */
export async function completeCustomerProject({
  db,
  config,
  customerUserId,
  projectId,
}: CompleteCustomerProjectOptions): Promise<TCustomerProject> {
  await db.transaction(async (tx) => {
    const project = await lockOwnProject(tx, customerUserId, projectId);
    if (project.status === 'completed' && project.customerConfirmedAt !== null) return;
    if (!['hired', 'completed'].includes(project.status) || project.hiredProviderUserId === null) {
      throw invalid(customerProjectMessages.notInProgress);
    }
    const now = new Date();
    const [confirmed] = await tx
      .update(projects)
      .set({
        status: 'completed',
        ...(project.status === 'hired' ? { completedAt: now } : {}),
        customerConfirmedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(projects.id, projectId),
          inArray(projects.status, ['hired', 'completed']),
          isNull(projects.customerConfirmedAt),
        ),
      )
      .returning({ id: projects.id });
    if (!confirmed) return;
    await notify(tx, {
      userId: project.hiredProviderUserId,
      taskName: PROJECT_NOTIFICATION_TASK.updates,
      text: projectNotificationTexts.completedByCustomer(project.title),
      projectId,
    });
  });
  return getCustomerProject({ db, config, customerUserId, projectId });
}
