import {
  PROJECT_NOTIFICATION_TASK,
  projectMessages,
  projectNotificationTexts,
  type TCustomerProject,
} from '@homebid/contracts/projects';
import type { Database } from '@homebid/db/client';
import { bids, projects, providers } from '@homebid/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { AppError, invalid } from '../../lib/errors';
import { refundLeadsOnHire, sendCardRefunds } from '../leads';
import { notify, notifyMany } from '../notifications';
import type { CardProcessor } from '../payments';
import { projectTitleFor } from '../project-masking';
import { getCustomerProject } from './get-customer-project';
import { lockOwnProject } from './own-project';

export interface HireProviderOptions {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  /** Refunds leads paid by card to the card, after the hire's commit. */
  processor: CardProcessor;
  customerUserId: number;
  projectId: number;
  bidId: number;
}

/**
 * POST /v2/customers/projects/{id}/hire: hires the provider of one bid on the caller's project,
 * only while it is open for bids. The project row is locked and the update is conditional
 * (`status = 'bidding'`), so of two hires at once exactly one wins; the other buyers of the lead are
 * refunded, and the hired provider, the refunded buyers and the other bidders are told, in the same
 * transaction. A lead paid by card is owed back to its card in that transaction, and refunded at the
 * processor only after the commit (left to the upkeep job if that fails).
 */
export async function hireProvider({
  db,
  config,
  processor,
  customerUserId,
  projectId,
  bidId,
}: HireProviderOptions): Promise<TCustomerProject> {
  const cardRefundIds = await db.transaction(async (tx) => {
    const project = await lockOwnProject(tx, customerUserId, projectId);
    const [bid] = await tx
      .select({ id: bids.id, providerId: bids.providerId, providerUserId: providers.userId })
      .from(bids)
      .innerJoin(providers, eq(providers.id, bids.providerId))
      .where(and(eq(bids.id, bidId), eq(bids.projectId, projectId)));
    if (!bid) throw invalid(projectMessages.bidToHireNotFound);
    const now = new Date();
    const [hired] = await tx
      .update(projects)
      .set({ status: 'hired', hiredProviderId: bid.providerId, hiredBidId: bid.id, hiredAt: now, updatedAt: now })
      .where(and(eq(projects.id, projectId), eq(projects.status, 'bidding')))
      .returning({ id: projects.id });
    if (!hired) {
      const message = project.status === 'cancelled' ? projectMessages.notOpenForBids : projectMessages.alreadyHired;
      throw new AppError('conflict', message);
    }
    await notify(tx, {
      userId: bid.providerUserId,
      taskName: PROJECT_NOTIFICATION_TASK.hired,
      text: projectNotificationTexts.hired(project.title),
      projectId,
    });
    // Every other buyer of the lead is refunded now (and told so, instead of the bidders' notice).
    const { providerIds: refunded, cardRefundIds: owed } = await refundLeadsOnHire(tx, {
      projectId,
      title: project.title,
      hiredProviderId: bid.providerId,
    });
    await notifyMany(
      tx,
      sql`select pr.user_id from bids b join providers pr on pr.id = b.provider_id
          where b.project_id = ${projectId} and b.id <> ${bid.id}
            and b.provider_id not in (${
              refunded.length > 0
                ? sql.join(
                    refunded.map((id) => sql`${id}`),
                    sql`, `,
                  )
                : sql`0`
            })`,
      {
        taskName: PROJECT_NOTIFICATION_TASK.updates,
        // Written once for every other bidder, some of whom never bought the lead: the masked title.
        text: projectNotificationTexts.awardedToAnother(projectTitleFor(project.providerTitle, false)),
        projectId,
      },
    );
    return owed;
  });
  await sendCardRefunds(db, processor, cardRefundIds);
  return getCustomerProject({ db, config, customerUserId, projectId });
}
