// POST /v2/providers/refunds: a refund request for a lead the provider bought. Approved at once,
// with the rule named in the transaction, when an automatic rule holds; otherwise pending for an
// operator (npm run admin -- refunds …). Refunds go back to the wallet and never expire (but the
// customer hiring another pro refunds a lead paid by card to that card: refund-leads-on-hire).

import {
  LEAD_UNLOCK_CAP,
  leadMessages,
  REFUND_RULES,
  type TRefund,
  type TRefundRequestStatus,
  type TRefundRule,
  type TRefundStatus,
} from '@homebid/contracts/leads';
import { centsToDollars, LEDGER_CATEGORY } from '@homebid/contracts/wallet';
import { type Database, rows } from '@homebid/db/client';
import { leadPurchases, projects, refundRequests } from '@homebid/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { AppError, invalid } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { notifyLeadAvailable } from '../notifications';
import { creditWallet } from '../wallet';
import { liveUnlocks } from './lead-card';
import { matchRefundRule } from './refund-rules';
import { oweCardRefund } from './refund-to-card';

/** A refund request as shown: with its purchase's project, ledger line and refund state. */
const refundColumns = {
  id: refundRequests.id,
  leadPurchaseId: refundRequests.leadPurchaseId,
  providerId: refundRequests.providerId,
  projectId: leadPurchases.projectId,
  walletHistoryId: leadPurchases.walletTransactionId,
  reason: refundRequests.reason,
  amountCents: refundRequests.amountCents,
  status: sql<TRefundRequestStatus>`${refundRequests.status}`,
  rule: sql<TRefundRule | null>`${refundRequests.rule}`,
  refundStatus: sql<TRefundStatus>`coalesce(${leadPurchases.refundStatus}, 'refund_applied')`,
  createdAt: refundRequests.createdAt,
  decidedAt: refundRequests.decidedAt,
  decidedBy: refundRequests.decidedBy,
  walletTransactionId: refundRequests.walletTransactionId,
};

export type RefundRow = NonNullable<Awaited<ReturnType<typeof findRefund>>>;

export function refundJson(row: RefundRow): TRefund {
  return {
    id: row.id,
    project_id: row.projectId,
    wallet_history_id: row.walletHistoryId,
    amount: centsToDollars(row.amountCents),
    reason: row.reason,
    status: row.status,
    rule: row.rule ? REFUND_RULES[row.rule] : null,
    refund_status: row.refundStatus,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

/** One refund request with its purchase's project and ledger line. */
export async function findRefund(db: Database, id: number) {
  const [row] = await db
    .select(refundColumns)
    .from(refundRequests)
    .innerJoin(leadPurchases, eq(leadPurchases.id, refundRequests.leadPurchaseId))
    .where(eq(refundRequests.id, id));
  return row;
}

/** Where an approved refund's money went: the wallet (a ledger credit) or the card that paid (owed, sent after the commit). */
export type ApprovedRefund = { to: 'wallet' } | { to: 'card'; cardRefundId: number };

export interface ApproveRefundOptions {
  refundId: number;
  decidedBy: string;
  rule?: TRefundRule | null;
  /** 'card': a lead paid by card is refunded to that card (sendCardRefunds after the commit). Default 'wallet'. */
  to?: 'wallet' | 'card';
}

/**
 * Approves a pending request (or one being approved by rule) inside `tx`: credits the wallet with
 * the amount paid, names the rule in the ledger line, marks the lead refunded; or, asked to and paid
 * by card, owes that card the amount instead. The status guard makes it happen once, however often it
 * is called. The purchase row is locked before the request, the order every refund path takes (a
 * request, an operator, a hire), so two of them never deadlock. Null when it was not pending.
 */
export async function approveRefundIn(
  tx: Database,
  { refundId, decidedBy, rule, to = 'wallet' }: ApproveRefundOptions,
): Promise<ApprovedRefund | null> {
  await tx.execute(
    sql`select lp.id from lead_purchases lp join refund_requests r on r.lead_purchase_id = lp.id
        where r.id = ${refundId} for update of lp`,
  );
  const [request] = await tx
    .update(refundRequests)
    .set({ status: 'approved', decidedAt: sql`now()`, decidedBy, rule: rule ?? null })
    .where(and(eq(refundRequests.id, refundId), eq(refundRequests.status, 'pending')))
    .returning({
      providerId: refundRequests.providerId,
      amountCents: refundRequests.amountCents,
      leadPurchaseId: refundRequests.leadPurchaseId,
    });
  if (!request) return null;
  const [purchase] = await tx
    .update(leadPurchases)
    .set({ refundStatus: 'refunded' })
    .from(projects)
    .where(and(eq(leadPurchases.id, request.leadPurchaseId), eq(projects.id, leadPurchases.projectId)))
    .returning({
      projectId: leadPurchases.projectId,
      title: projects.title,
      cardPaymentId: leadPurchases.cardPaymentId,
    });
  const { amountCents } = request;
  const cardRefundId =
    to === 'card' && amountCents > 0 && purchase?.cardPaymentId != null
      ? await oweCardRefund(tx, {
          refundId,
          leadPurchaseId: request.leadPurchaseId,
          cardPaymentId: purchase.cardPaymentId,
          providerId: request.providerId,
          amountCents,
        })
      : null;
  if (amountCents > 0 && cardRefundId === null) {
    const label = rule
      ? `${LEDGER_CATEGORY.refund} (${REFUND_RULES[rule]}): ${purchase?.title ?? ''}`
      : `${LEDGER_CATEGORY.refund} (approved): ${purchase?.title ?? ''}`;
    const ledger = await creditWallet(tx, {
      providerId: request.providerId,
      amountCents,
      category: LEDGER_CATEGORY.refund,
      label,
      projectId: purchase ? purchase.projectId : null,
    });
    await tx.update(refundRequests).set({ walletTransactionId: ledger.id }).where(eq(refundRequests.id, refundId));
  }
  // The refund gave a sold-out lead its place back: the area's other pros hear it is for sale again.
  if (purchase) {
    const { projectId } = purchase;
    const [left] = await rows<{ count: number }>(tx, sql`select ${liveUnlocks(projectId)} as count`);
    if (left?.count === LEAD_UNLOCK_CAP - 1) await notifyLeadAvailable(tx, projectId);
  }
  return cardRefundId === null ? { to: 'wallet' } : { to: 'card', cardRefundId };
}

export async function rejectRefundIn(tx: Database, { refundId, decidedBy }: { refundId: number; decidedBy: string }) {
  const [request] = await tx
    .update(refundRequests)
    .set({ status: 'rejected', decidedAt: sql`now()`, decidedBy })
    .where(and(eq(refundRequests.id, refundId), eq(refundRequests.status, 'pending')))
    .returning({ leadPurchaseId: refundRequests.leadPurchaseId });
  if (!request) return false;
  await tx.update(leadPurchases).set({ refundStatus: 'rejected' }).where(eq(leadPurchases.id, request.leadPurchaseId));
  return true;
}

export interface RequestRefundOptions {
  db: Database;
  providerId: number;
  /** The purchase's ledger line, or (a lead paid by card) its project. */
  walletHistoryId?: number;
  projectId?: number;
  reason: string;
}

export async function requestRefund({
  db,
  providerId,
  walletHistoryId,
  projectId,
  reason,
}: RequestRefundOptions): Promise<RefundRow> {
  const [purchase] = await db
    .select()
    .from(leadPurchases)
    .where(
      and(
        eq(leadPurchases.providerId, providerId),
        walletHistoryId !== undefined
          ? eq(leadPurchases.walletTransactionId, walletHistoryId)
          : eq(leadPurchases.projectId, projectId ?? 0),
      ),
    );
  if (!purchase) throw new AppError('not_found', leadMessages.notPurchased);
  if (purchase.refundStatus === 'refunded') throw invalid(leadMessages.alreadyRefunded);
  if (purchase.refundStatus !== null) throw new AppError('conflict', leadMessages.refundAlreadyRequested);
  if (purchase.paidCents <= 0) throw invalid(leadMessages.refundNotNeeded);
  // Rules are read before the transaction (reads only); the request and its credit are one transaction.
  const rule = await matchRefundRule(db, providerId, purchase.projectId);
  let refundId: number;
  try {
    refundId = await db.transaction(async (tx) => {
      // Locked and read again: a hire (which refunds every other buyer) or another request may have
      // settled this purchase since it was read above.
      const [current] = await tx
        .select({ refundStatus: leadPurchases.refundStatus })
        .from(leadPurchases)
        .where(eq(leadPurchases.id, purchase.id))
        .for('update');
      if (current?.refundStatus === 'refunded') throw invalid(leadMessages.alreadyRefunded);
      if (current?.refundStatus) throw new AppError('conflict', leadMessages.refundAlreadyRequested);
      const [created] = await tx
        .insert(refundRequests)
        .values({ leadPurchaseId: purchase.id, providerId, reason, amountCents: purchase.paidCents })
        .returning({ id: refundRequests.id });
      if (!created) throw new Error('refund request missing');
      const { id } = created;
      await tx.update(leadPurchases).set({ refundStatus: 'refund_applied' }).where(eq(leadPurchases.id, purchase.id));
      if (rule) await approveRefundIn(tx, { refundId: id, decidedBy: 'rule', rule });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', leadMessages.refundAlreadyRequested);
    throw error;
  }
  const refund = await findRefund(db, refundId);
  if (!refund) throw new Error('refund vanished');
  return refund;
}
