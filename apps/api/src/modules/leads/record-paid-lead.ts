import { leadPaymentMessages as m } from '@homebid/contracts/leads';
import type { Database } from '@homebid/db/client';
import { cardPayments, leadPurchases } from '@homebid/db/schema';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { type CardProcessor, callProcessor } from '../payments';
import { recordLeadPurchase } from './purchase-lead';

export interface PaidLead {
  /** The card_payments row. */
  id: number;
  providerId: number;
  projectId: number;
  amountCents: number;
  /** The processor's payment intent that succeeded. */
  paymentIntentId: string;
}

export type PaidLeadOutcome = { status: 'recorded' } | { status: 'refunded'; reason: string };

/**
 * A lead charged to a card is recorded, or its charge given back: never neither. The purchase and
 * the payment's success are one transaction (a purchase already recorded with this payment stands);
 * when the lead cannot be had any more (taken, sold out, closed, over a cap) the charge is refunded
 * and the payment marked so. Call outside any transaction, holding the provider's card lock.
 */
export async function recordPaidLead(db: Database, processor: CardProcessor, paid: PaidLead): Promise<PaidLeadOutcome> {
  try {
    await db.transaction(async (tx) => {
      const [recorded] = await tx
        .select({ id: leadPurchases.id })
        .from(leadPurchases)
        .where(eq(leadPurchases.cardPaymentId, paid.id));
      // recordLeadPurchase checks the spending caps with the wallet row locked.
      if (!recorded)
        await recordLeadPurchase(tx, {
          providerId: paid.providerId,
          projectId: paid.projectId,
          payment: { kind: 'card', cardPaymentId: paid.id, paidCents: paid.amountCents },
        });
      await tx
        .update(cardPayments)
        .set({ status: 'succeeded', failureCode: null, failureMessage: null, updatedAt: sql`now()` })
        .where(eq(cardPayments.id, paid.id));
    });
    return { status: 'recorded' };
  } catch (error) {
    if (!(error instanceof AppError) && !isConstraintError(error)) throw error;
    await callProcessor(() =>
      processor.refund({ paymentId: paid.paymentIntentId, idempotencyKey: `refund:${paid.paymentIntentId}` }),
    );
    const reason = error instanceof AppError ? error.message : m.refundedAfterUnavailable;
    await db
      .update(cardPayments)
      .set({ status: 'refunded', failureMessage: reason, failureCode: null, updatedAt: sql`now()` })
      .where(eq(cardPayments.id, paid.id));
    return { status: 'refunded', reason: error instanceof AppError ? error.message : '' };
  }
}

function isConstraintError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('23')) return true;
  }
  return false;
}
