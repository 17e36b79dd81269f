import type { TBillingCycle } from '@homebid/contracts/subscriptions';
import type { Database } from '@homebid/db/client';
import { cardPayments, paymentCards } from '@homebid/db/schema';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import type { CardCharger } from './card-charger';

export interface SavedCard {
  id: number;
  paymentMethodId: string;
  processor: string;
  brand: string;
  last4: string;
}

/** The provider's saved card by its payment method id (pm_…) or its row id; null when not theirs. */
export async function findSavedCard(db: Database, providerId: number, ref: string): Promise<SavedCard | null> {
  const byId = /^\d{1,15}$/.test(ref) ? Number(ref) : null;
  const [card] = await db
    .select({
      id: paymentCards.id,
      paymentMethodId: paymentCards.paymentMethodId,
      processor: paymentCards.processor,
      brand: paymentCards.brand,
      last4: paymentCards.last4,
    })
    .from(paymentCards)
    .where(
      and(
        eq(paymentCards.providerId, providerId),
        isNull(paymentCards.deletedAt),
        byId === null
          ? eq(paymentCards.paymentMethodId, ref)
          : or(eq(paymentCards.paymentMethodId, ref), eq(paymentCards.id, byId)),
      ),
    )
    .limit(1);
  return card ?? null;
}

export interface ChargeOptions {
  db: Database;
  charger: CardCharger;
  providerId: number;
  card: SavedCard;
  amountCents: number;
  purpose: 'lead_purchase' | 'subscription';
  /** One charge per key, whatever happens (the processor's idempotency key too). */
  idempotencyKey: string;
  description: string;
  projectId?: number | null;
  subscriptionId?: number | null;
  /** A Pro+ charge's plan and cycle (kept so the upkeep job can apply a charge whose request died). */
  proPlanId?: number | null;
  cycle?: TBillingCycle | null;
}

export type ChargeResult =
  | { ok: true; paymentId: number; processorPaymentId: string }
  | { ok: false; paymentId: number; code: string; message: string };

/**
 * Charges a saved card off-session: a card_payments row is written first ('processing'), the
 * processor is called outside any transaction, and the row is settled with its answer. A second
 * call with the same key answers the first one's outcome without charging again.
 */
export async function chargeSavedCard(options: ChargeOptions): Promise<ChargeResult> {
  const { db, charger, providerId, card, amountCents, purpose, idempotencyKey } = options;
  const [created] = await db
    .insert(cardPayments)
    .values({
      providerId,
      cardId: card.id,
      processor: charger.name,
      processorIdempotencyKey: idempotencyKey,
      purpose,
      amountCents,
      status: 'processing',
      projectId: options.projectId ?? null,
      subscriptionId: options.subscriptionId ?? null,
      proPlanId: options.proPlanId ?? null,
      cycle: options.cycle ?? null,
    })
    .onConflictDoNothing({ target: cardPayments.processorIdempotencyKey })
    .returning({ id: cardPayments.id });
  let paymentId = created?.id;
  if (paymentId === undefined) {
    const [existing] = await db
      .select()
      .from(cardPayments)
      .where(eq(cardPayments.processorIdempotencyKey, idempotencyKey));
    if (!existing || existing.providerId !== providerId)
      throw new AppError('conflict', 'This payment is already under way.');
    if (existing.status === 'succeeded' && existing.processorPaymentId)
      return { ok: true, paymentId: existing.id, processorPaymentId: existing.processorPaymentId };
    if (existing.status === 'failed')
      return {
        ok: false,
        paymentId: existing.id,
        code: existing.failureCode ?? 'failed',
        message: existing.failureMessage ?? '',
      };
    // 'processing' (a crashed or concurrent attempt): the processor's own idempotency answers once.
    paymentId = existing.id;
  }
  const answer = await charger.charge({
    paymentMethodId: card.paymentMethodId,
    providerId,
    amountCents,
    idempotencyKey,
    description: options.description,
  });
  if (answer.ok) {
    await db
      .update(cardPayments)
      .set({ status: 'succeeded', processorPaymentId: answer.id, updatedAt: sql`now()` })
      .where(eq(cardPayments.id, paymentId));
    return { ok: true, paymentId, processorPaymentId: answer.id };
  }
  await recordDeclinedCharge(db, paymentId, answer);
  return { ok: false, paymentId, code: answer.code, message: answer.message };
}

/** The processor declined the charge: the card payment is failed, with the processor's code and message. */
export async function recordDeclinedCharge(
  db: Database,
  paymentId: number,
  answer: { id?: string | null; code: string; message: string },
) {
  await db
    .update(cardPayments)
    .set({
      status: 'failed',
      processorPaymentId: answer.id ?? null,
      failureCode: answer.code,
      failureMessage: answer.message,
      updatedAt: sql`now()`,
    })
    .where(eq(cardPayments.id, paymentId));
}

/** Gives a settled charge back (the purchase it paid for could not be recorded). */
export async function refundCharge(db: Database, charger: CardCharger, paymentId: number, processorPaymentId: string) {
  await charger.refund({ paymentId: processorPaymentId, idempotencyKey: `refund:${processorPaymentId}` });
  await db
    .update(cardPayments)
    .set({ status: 'refunded', updatedAt: sql`now()` })
    .where(eq(cardPayments.id, paymentId));
}
