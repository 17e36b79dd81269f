import { CUSTOMER_NOTIFICATION_TASK, customerNotificationTexts } from '@homebid/contracts/notifications';
import { projectMessages, type TBidDetail, type TBidFields } from '@homebid/contracts/projects';
import type { Database } from '@homebid/db/client';
import { bids, projects, providers, users } from '@homebid/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { AppError, invalid } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { notify } from '../notifications';
import { bidDetailJson, findProviderProject, projectNotFound } from './get-provider-project';

export interface PlaceBidOptions {
  db: Database;
  providerId: number;
  projectId: number;
  /** Absent: a new bid; present: the provider's own bid to change. */
  bidId?: number;
  fields: TBidFields;
}

const bidNotFound = () => new AppError('not_found', projectMessages.bidNotFound);

/**
 * Tells the project's customer of a new or changed bid ('New Bid on Your Project'), with the pro's
 * company name and the project's title as the customer typed it; inside the bid's transaction.
 */
async function notifyCustomerOfBid(tx: Pick<Database, 'select' | 'insert'>, providerId: number, projectId: number) {
  const [row] = await tx
    .select({
      customerUserId: projects.customerUserId,
      title: projects.title,
      company: sql<string>`coalesce(nullif(btrim(${providers.companyName}), ''), ${users.name})`,
    })
    .from(projects)
    .innerJoin(providers, eq(providers.id, providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(projects.id, projectId));
  if (!row) return;
  await notify(tx, {
    userId: row.customerUserId,
    taskName: CUSTOMER_NOTIFICATION_TASK.newBid,
    text: customerNotificationTexts.newBid(row.company, row.title),
    projectId,
  });
}

/**
 * Creates or edits the provider's bid. Only on a project available to it (or already bid on),
 * only while the project is in bidding, one bid per provider and project; the row is locked so a
 * hire and a bid never cross. The customer is told of each (notifyCustomerOfBid).
 */
export async function placeBid({ db, providerId, projectId, bidId, fields }: PlaceBidOptions): Promise<TBidDetail> {
  const values = {
    amountCents: Math.round(fields.bidAmount * 100),
    bidType: fields.bidType,
    hours: fields.hours,
    breakdown: fields.breakdown,
  };
  try {
    return await db.transaction(async (tx) => {
      const project = await findProviderProject(tx, providerId, projectId, { lock: true });
      if (!project) throw projectNotFound();
      if (bidId !== undefined && project.bid_id !== bidId) throw bidNotFound();
      if (project.status !== 'bidding') throw invalid(projectMessages.notOpenForBids);
      const now = new Date();
      let saved: typeof bids.$inferSelect | undefined;
      if (bidId === undefined) {
        if (project.bid_id !== null) throw invalid(projectMessages.alreadyBid);
        [saved] = await tx
          .insert(bids)
          .values({ ...values, projectId, providerId })
          .returning();
      } else {
        [saved] = await tx
          .update(bids)
          .set({ ...values, updatedAt: now })
          .where(and(eq(bids.id, bidId), eq(bids.providerId, providerId)))
          .returning();
      }
      if (!saved) throw bidNotFound();
      await notifyCustomerOfBid(tx, providerId, projectId);
      return bidDetailJson({
        bid_id: saved.id,
        bid_amount_cents: saved.amountCents,
        bid_type: saved.bidType,
        hours: saved.hours,
        bid_breakdown: saved.breakdown,
        bid_created_at: saved.createdAt,
        bid_updated_at: saved.updatedAt,
        status: project.status,
      });
    });
  } catch (error) {
    // Two first bids sent at once: the unique index keeps one.
    if (isUniqueViolation(error)) throw invalid(projectMessages.alreadyBid);
    throw error;
  }
}

/** Withdraws the provider's bid while the project is in bidding. */
export async function deleteBid({ db, providerId, projectId }: Omit<PlaceBidOptions, 'fields' | 'bidId'>) {
  await db.transaction(async (tx) => {
    const project = await findProviderProject(tx, providerId, projectId, { lock: true });
    if (!project) throw projectNotFound();
    if (project.bid_id === null) throw bidNotFound();
    if (project.status !== 'bidding') throw invalid(projectMessages.notOpenForBids);
    await tx.delete(bids).where(and(eq(bids.projectId, projectId), eq(bids.providerId, providerId)));
  });
}
