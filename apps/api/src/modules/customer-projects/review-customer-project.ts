import { projectMessages, type TCustomerProject } from '@homebid/contracts/projects';
import { REVIEW_NOTIFICATION_TASK, reviewNotificationText } from '@homebid/contracts/reviews';
import type { Database } from '@homebid/db/client';
import { reviews, users } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { AppError, invalid } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { notify } from '../notifications';
import { getCustomerProject } from './get-customer-project';
import { lockOwnProject } from './own-project';

export interface ReviewCustomerProjectOptions {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  customerUserId: number;
  projectId: number;
  /** 1 to 5 stars. */
  rating: number;
  comment: string;
}

const alreadyReviewed = () => new AppError('conflict', projectMessages.alreadyReviewed);

/**
 * POST /v2/customers/projects/{id}/review: the customer rates the hired provider of a completed
 * project, once; the provider is told ('Project Reviewed', worded as review-link ratings are) and
 * the review joins the provider's /review page.
 */
export async function reviewCustomerProject({
  db,
  config,
  customerUserId,
  projectId,
  rating,
  comment,
}: ReviewCustomerProjectOptions): Promise<TCustomerProject> {
  try {
    await db.transaction(async (tx) => {
      const project = await lockOwnProject(tx, customerUserId, projectId);
      if (project.status !== 'completed' || project.hiredProviderId === null || project.hiredProviderUserId === null) {
        throw invalid(projectMessages.notCompleted);
      }
      const [existing] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.projectId, projectId))
        .limit(1);
      if (existing) throw alreadyReviewed();
      await tx
        .insert(reviews)
        .values({ providerId: project.hiredProviderId, customerUserId, projectId, rating, comment });
      const [customer] = await tx.select({ name: users.name }).from(users).where(eq(users.id, customerUserId));
      await notify(tx, {
        userId: project.hiredProviderUserId,
        taskName: REVIEW_NOTIFICATION_TASK,
        text: reviewNotificationText(customer.name, rating),
        tag: 'review',
        projectId,
      });
    });
  } catch (error) {
    // The unique index (provider, project) settles two reviews sent at once.
    if (isUniqueViolation(error)) throw alreadyReviewed();
    throw error;
  }
  return getCustomerProject({ db, config, customerUserId, projectId });
}
