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
import { type Database, type Executor, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import { AppError, invalid } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { notifyLeadAvailable } from '../notifications';
import { creditWallet } from '../wallet';
import { liveUnlocks } from './lead-card';
import { type LeadPurchaseRow, normalisePurchase } from './purchase-lead';
import { matchRefundRule } from './refund-rules';
import { oweCardRefund } from './refund-to-card';

export interface RefundRow {
  id: number;
  lead_purchase_id: number;
  provider_id: number;
  project_id: number;
  wallet_history_id: number | null;
  reason: string;
  amount_cents: number;
  status: TRefundRequestStatus;
  rule: TRefundRule | null;
  refund_status: TRefundStatus;
  created_at: string | Date;
  decided_at: string | Date | null;
  decided_by: string | null;
  wallet_transaction_id: number | null;
}

export function refundJson(row: RefundRow): TRefund {
  return {
    id: Number(row.id),
    project_id: Number(row.project_id),
    wallet_history_id: row.wallet_history_id === null ? null : Number(row.wallet_history_id),
    amount: centsToDollars(Number(row.amount_cents)),
    reason: row.reason,
    status: row.status,
    rule: row.rule ? REFUND_RULES[row.rule] : null,
    refund_status: row.refund_status,
    created_at: new Date(row.created_at).toISOString(),
    decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  };
}

/** One refund request with its purchase's project and ledger line. */
export async function findRefund(db: Executor, id: number): Promise<RefundRow | undefined> {
  const [row] = await rows<RefundRow>(
    db,
    sql`select r.id, r.lead_purchase_id, r.provider_id, lp.project_id, lp.wallet_transaction_id as wallet_history_id,
          r.reason, r.amount_cents, r.status, r.rule, coalesce(lp.refund_status, 'refund_applied') as refund_status,
          r.created_at, r.decided_at, r.decided_by, r.wallet_transaction_id
        from refund_requests r join lead_purchases lp on lp.id = r.lead_purchase_id where r.id = ${id}`,
  );
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
  tx: Executor & Pick<Database, 'select'>,
  { refundId, decidedBy, rule, to = 'wallet' }: ApproveRefundOptions,
): Promise<ApprovedRefund | null> {
  await tx.execute(
    sql`select lp.id from lead_purchases lp join refund_requests r on r.lead_purchase_id = lp.id
        where r.id = ${refundId} for update of lp`,
  );
  const [request] = await rows<{ id: number; provider_id: number; amount_cents: number; lead_purchase_id: number }>(
    tx,
    sql`update refund_requests set status = 'approved', decided_at = now(), decided_by = ${decidedBy}, rule = ${rule ?? null}
        where id = ${refundId} and status = 'pending' returning id, provider_id, amount_cents, lead_purchase_id`,
  );
  if (!request) return null;
  const [purchase] = await rows<{ project_id: number; title: string; card_payment_id: number | null }>(
    tx,
    sql`update lead_purchases lp set refund_status = 'refunded' from projects p
        where lp.id = ${request.lead_purchase_id} and p.id = lp.project_id
        returning lp.project_id, p.title, lp.card_payment_id`,
  );
  const amountCents = Number(request.amount_cents);
  const cardRefundId =
    to === 'card' && amountCents > 0 && purchase?.card_payment_id != null
      ? await oweCardRefund(tx, {
          refundId,
          leadPurchaseId: Number(request.lead_purchase_id),
          cardPaymentId: Number(purchase.card_payment_id),
          providerId: Number(request.provider_id),
          amountCents,
        })
      : null;
  if (amountCents > 0 && cardRefundId === null) {
    const label = rule
      ? `${LEDGER_CATEGORY.refund} (${REFUND_RULES[rule]}): ${purchase?.title ?? ''}`
      : `${LEDGER_CATEGORY.refund} (approved): ${purchase?.title ?? ''}`;
    const ledger = await creditWallet(tx, {
      providerId: request.provider_id,
      amountCents,
      category: LEDGER_CATEGORY.refund,
      label,
      projectId: purchase ? Number(purchase.project_id) : null,
    });
    await tx.execute(sql`update refund_requests set wallet_transaction_id = ${ledger.id} where id = ${refundId}`);
  }
  // The refund gave a sold-out lead its place back: the area's other pros hear it is for sale again.
  if (purchase) {
    const projectId = Number(purchase.project_id);
    const [left] = await rows<{ count: number }>(tx, sql`select ${liveUnlocks(projectId)} as count`);
    if (Number(left?.count) === LEAD_UNLOCK_CAP - 1) await notifyLeadAvailable(tx, projectId);
  }
  return cardRefundId === null ? { to: 'wallet' } : { to: 'card', cardRefundId };
}

export async function rejectRefundIn(tx: Executor, { refundId, decidedBy }: { refundId: number; decidedBy: string }) {
  const [request] = await rows<{ lead_purchase_id: number }>(
    tx,
    sql`update refund_requests set status = 'rejected', decided_at = now(), decided_by = ${decidedBy}
        where id = ${refundId} and status = 'pending' returning lead_purchase_id`,
  );
  if (!request) return false;
  await tx.execute(sql`update lead_purchases set refund_status = 'rejected' where id = ${request.lead_purchase_id}`);
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
  const [found] = await rows<LeadPurchaseRow>(
    db,
    walletHistoryId !== undefined
      ? sql`select * from lead_purchases where provider_id = ${providerId} and wallet_transaction_id = ${walletHistoryId}`
      : sql`select * from lead_purchases where provider_id = ${providerId} and project_id = ${projectId ?? 0}`,
  );
  if (!found) throw new AppError('not_found', leadMessages.notPurchased);
  const purchase = normalisePurchase(found);
  if (purchase.refund_status === 'refunded') throw invalid(leadMessages.alreadyRefunded);
  if (purchase.refund_status !== null) throw new AppError('conflict', leadMessages.refundAlreadyRequested);
  if (purchase.paid_cents <= 0) throw invalid(leadMessages.refundNotNeeded);
  // Rules are read before the transaction (reads only); the request and its credit are one transaction.
  const rule = await matchRefundRule(db, providerId, purchase.project_id);
  let refundId: number;
  try {
    refundId = await db.transaction(async (tx) => {
      // Locked and read again: a hire (which refunds every other buyer) or another request may have
      // settled this purchase since it was read above.
      const [current] = await rows<{ refund_status: TRefundStatus | null }>(
        tx,
        sql`select refund_status from lead_purchases where id = ${purchase.id} for update`,
      );
      if (current?.refund_status === 'refunded') throw invalid(leadMessages.alreadyRefunded);
      if (current?.refund_status) throw new AppError('conflict', leadMessages.refundAlreadyRequested);
      const [created] = await rows<{ id: number }>(
        tx,
        sql`insert into refund_requests (lead_purchase_id, provider_id, reason, amount_cents)
            values (${purchase.id}, ${providerId}, ${reason}, ${purchase.paid_cents}) returning id`,
      );
      const id = Number(created?.id);
      await tx.execute(sql`update lead_purchases set refund_status = 'refund_applied' where id = ${purchase.id}`);
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
