// The lead-payment page's promise ("100% money back guarantee if not satisfied or decide to choose
// another pro"): when the customer hires a pro, every other provider who bought the lead gets back
// all it paid, at once, by the rule 'Customer hired another pro': to the wallet for a lead bought
// from the wallet, to the card for a lead paid by card (owed here, sent after the hire's commit by
// sendCardRefunds, or by the upkeep job after a crash).

import { leadTexts, REFUND_RULES } from '@homebid/contracts/leads';
import { PROJECT_NOTIFICATION_TASK } from '@homebid/contracts/projects';
import { formatCents } from '@homebid/contracts/wallet';
import type { Database } from '@homebid/db/client';
import { leadPurchases, providers, refundRequests } from '@homebid/db/schema';
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { notify } from '../notifications';
import { approveRefundIn } from './request-refund';

export interface RefundedOnHire {
  /** The providers refunded now (each notified here). */
  providerIds: number[];
  /** The card refunds owed now: send them after the commit (sendCardRefunds). */
  cardRefundIds: number[];
}

export interface RefundLeadsOnHireOptions {
  projectId: number;
  title: string;
  hiredProviderId: number;
}

/**
 * Inside the hire's transaction (the project row locked, its status already 'hired'): refunds every
 * other buyer's purchase that is not refunded yet. A purchase without a request gets one, a pending
 * request is approved, a declined one is approved after all; each by approveRefundIn, whose status
 * guard credits once. The purchases are locked first, in id order, the same order as a refund
 * request and an operator's approval lock theirs, so a hire never deadlocks with them. Answers the
 * providers refunded now (each is notified here) and the card refunds owed.
 */
export async function refundLeadsOnHire(
  tx: Database,
  { projectId, title, hiredProviderId }: RefundLeadsOnHireOptions,
): Promise<RefundedOnHire> {
  const purchases = await tx
    .select({
      id: leadPurchases.id,
      providerId: leadPurchases.providerId,
      paidCents: leadPurchases.paidCents,
      providerUserId: providers.userId,
    })
    .from(leadPurchases)
    .innerJoin(providers, eq(providers.id, leadPurchases.providerId))
    .where(
      and(
        eq(leadPurchases.projectId, projectId),
        ne(leadPurchases.providerId, hiredProviderId),
        sql`${leadPurchases.refundStatus} is distinct from 'refunded'`,
        gt(leadPurchases.paidCents, 0),
      ),
    )
    .orderBy(asc(leadPurchases.id))
    .for('update', { of: leadPurchases });
  const refunded: RefundedOnHire = { providerIds: [], cardRefundIds: [] };
  for (const purchase of purchases) {
    const [existing] = await tx
      .update(refundRequests)
      .set({ status: 'pending', decidedAt: null, decidedBy: null })
      .where(
        and(eq(refundRequests.leadPurchaseId, purchase.id), inArray(refundRequests.status, ['pending', 'rejected'])),
      )
      .returning({ id: refundRequests.id });
    const [request] = existing
      ? [existing]
      : await tx
          .insert(refundRequests)
          .values({
            leadPurchaseId: purchase.id,
            providerId: purchase.providerId,
            reason: REFUND_RULES.hired_another,
            amountCents: purchase.paidCents,
          })
          .onConflictDoNothing({ target: refundRequests.leadPurchaseId })
          .returning({ id: refundRequests.id });
    if (!request) continue;
    const approved = await approveRefundIn(tx, {
      refundId: request.id,
      decidedBy: 'rule',
      rule: 'hired_another',
      to: 'card',
    });
    if (!approved) continue;
    refunded.providerIds.push(purchase.providerId);
    if (approved.to === 'card') refunded.cardRefundIds.push(approved.cardRefundId);
    const notice =
      approved.to === 'card' ? leadTexts.hiredAnotherRefundedToCardNotice : leadTexts.hiredAnotherRefundedNotice;
    await notify(tx, {
      userId: purchase.providerUserId,
      taskName: PROJECT_NOTIFICATION_TASK.updates,
      text: notice(title, formatCents(purchase.paidCents)),
      projectId,
    });
  }
  return refunded;
}
