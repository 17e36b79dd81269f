// The lead-payment page's promise ("100% money back guarantee if not satisfied or decide to choose
// another pro"): when the customer hires a pro, every other provider who bought the lead gets back
// all it paid, at once, by the rule 'Customer hired another pro': to the wallet for a lead bought
// from the wallet, to the card for a lead paid by card (owed here, sent after the hire's commit by
// sendCardRefunds, or by the upkeep job after a crash).

import { leadTexts, REFUND_RULES } from '@homebid/contracts/leads';
import { PROJECT_NOTIFICATION_TASK } from '@homebid/contracts/projects';
import { formatCents } from '@homebid/contracts/wallet';
import { type Database, type Executor, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
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
  tx: Executor & Pick<Database, 'select' | 'insert'>,
  { projectId, title, hiredProviderId }: RefundLeadsOnHireOptions,
): Promise<RefundedOnHire> {
  const purchases = await rows<{ id: number; provider_id: number; paid_cents: number; provider_user_id: number }>(
    tx,
    sql`select lp.id, lp.provider_id, lp.paid_cents, pr.user_id as provider_user_id
        from lead_purchases lp join providers pr on pr.id = lp.provider_id
        where lp.project_id = ${projectId} and lp.provider_id <> ${hiredProviderId}
          and lp.refund_status is distinct from 'refunded' and lp.paid_cents > 0
        order by lp.id
        for update of lp`,
  );
  const refunded: RefundedOnHire = { providerIds: [], cardRefundIds: [] };
  for (const purchase of purchases) {
    const purchaseId = Number(purchase.id);
    const [existing] = await rows<{ id: number }>(
      tx,
      sql`update refund_requests set status = 'pending', decided_at = null, decided_by = null
          where lead_purchase_id = ${purchaseId} and status in ('pending', 'rejected') returning id`,
    );
    const [request] = existing
      ? [existing]
      : await rows<{ id: number }>(
          tx,
          sql`insert into refund_requests (lead_purchase_id, provider_id, reason, amount_cents)
              values (${purchaseId}, ${purchase.provider_id}, ${REFUND_RULES.hired_another}, ${purchase.paid_cents})
              on conflict (lead_purchase_id) do nothing returning id`,
        );
    if (!request) continue;
    const approved = await approveRefundIn(tx, {
      refundId: Number(request.id),
      decidedBy: 'rule',
      rule: 'hired_another',
      to: 'card',
    });
    if (!approved) continue;
    refunded.providerIds.push(Number(purchase.provider_id));
    if (approved.to === 'card') refunded.cardRefundIds.push(approved.cardRefundId);
    const notice =
      approved.to === 'card' ? leadTexts.hiredAnotherRefundedToCardNotice : leadTexts.hiredAnotherRefundedNotice;
    await notify(tx, {
      userId: Number(purchase.provider_user_id),
      taskName: PROJECT_NOTIFICATION_TASK.updates,
      text: notice(title, formatCents(Number(purchase.paid_cents))),
      projectId,
    });
  }
  return refunded;
}
