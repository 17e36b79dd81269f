import { randomUUID } from 'node:crypto';
import {
  LEAD_PAYMENT_TTL_MINUTES,
  leadPaymentMessages as m,
  type TConfirmLeadPayment,
  type TInitiateLeadPayment,
  type TPaymentResponse,
} from '@homebid/contracts/leads';
import type { Database } from '@homebid/db/client';
import { cardPayments, paymentCards } from '@homebid/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { type CardProcessor, callProcessor, ensureCustomer, type PaymentIntent, withCardOperation } from '../payments';
import { readSpendState, spendCapRefusal } from '../spend-control';
import { assertLeadPurchasable, findLeadPurchase } from './purchase-lead';
import { recordPaidLead } from './record-paid-lead';

type CardPaymentRow = typeof cardPayments.$inferSelect;

const dollars = (cents: number) => cents / 100;

function paymentResponse(row: CardPaymentRow, status: TPaymentResponse['status']): TPaymentResponse {
  return {
    id: row.processorPaymentId ?? '',
    client_secret: row.clientSecret ?? '',
    status,
    amount: dollars(row.amountCents),
    currency: 'usd',
  };
}

/** Refuses early (nothing charged) a lead that cannot be bought now or is over a spending cap. */
async function assertPayable(db: Database, providerId: number, projectId: number) {
  const price = await assertLeadPurchasable(db, providerId, projectId);
  const refusal = spendCapRefusal(await readSpendState(db, providerId, false), price.paidCents);
  if (refusal) throw new AppError('invalid', refusal);
  return price;
}

export interface InitiateOptions {
  db: Database;
  processor: CardProcessor;
  providerId: number;
  projectId: number;
  /** The caller's provider_id, when sent: it must be the caller's own. */
  claimedProviderId?: number;
  /** The price the page showed, in dollars: a different server price is refused, not charged. */
  leadFee?: number;
  requestKey?: string;
}

/**
 * POST /initiate-elapsed-payment: a payment intent for the lead's price at the processor and its
 * card_payments row ('requires_confirmation'). Nothing is charged until confirm-elapsed-payment
 * (or, on Stripe, the browser's confirmation with the client secret).
 */
export async function initiateLeadPayment(options: InitiateOptions): Promise<TInitiateLeadPayment> {
  const { db, processor, providerId, projectId } = options;
  if (options.claimedProviderId !== undefined && options.claimedProviderId !== providerId)
    throw new AppError('forbidden', m.notYourProvider);
  const price = await assertPayable(db, providerId, projectId);
  if (price.paidCents <= 0) throw new AppError('invalid', m.freeLead);
  if (options.leadFee !== undefined && Math.round(options.leadFee * 100) !== price.paidCents)
    throw new AppError('conflict', m.priceChanged);
  const key = `lead:${providerId}:${projectId}:${options.requestKey ?? randomUUID()}`;
  const [existing] = await db.select().from(cardPayments).where(eq(cardPayments.processorIdempotencyKey, key));
  if (existing?.processorPaymentId && existing.providerId === providerId)
    return {
      payment_response: paymentResponse(
        existing,
        existing.status === 'succeeded' ? 'succeeded' : 'requires_confirmation',
      ),
    };
  const customerId = await ensureCustomer(db, processor, providerId);
  const [row] = await db
    .insert(cardPayments)
    .values({
      providerId,
      processor: processor.name,
      processorIdempotencyKey: key,
      purpose: 'lead_purchase',
      amountCents: price.paidCents,
      status: 'requires_confirmation',
      projectId,
    })
    .onConflictDoNothing({ target: cardPayments.processorIdempotencyKey })
    .returning();
  if (!row) throw new AppError('conflict', m.paymentNotFound);
  const intent = await callProcessor(() =>
    processor.createPaymentIntent({
      customerId,
      amountCents: price.paidCents,
      idempotencyKey: key,
      description: `Lead for project ${projectId}`,
      saveCard: true,
      metadata: { provider_id: String(providerId), project_id: String(projectId), card_payment_id: String(row.id) },
    }),
  );
  const [updated] = await db
    .update(cardPayments)
    .set({ processorPaymentId: intent.id, clientSecret: intent.clientSecret, updatedAt: sql`now()` })
    .where(eq(cardPayments.id, row.id))
    .returning();
  return { payment_response: paymentResponse(updated as CardPaymentRow, 'requires_confirmation') };
}

export interface ConfirmOptions {
  db: Database;
  processor: CardProcessor;
  providerId: number;
  projectId: number;
  paymentIntentId: string;
  paymentMethodId: string;
  claimedProviderId?: number;
}

async function purchaseAnswer(db: Database, row: CardPaymentRow, providerId: number): Promise<TConfirmLeadPayment> {
  const purchase = await findLeadPurchase(db, providerId, row.projectId ?? 0);
  if (!purchase || purchase.cardPaymentId !== row.id) throw new AppError('conflict', m.confirmationFailed);
  return {
    payment_response: paymentResponse(row, 'succeeded'),
    project_id: purchase.projectId,
    provider_project_id: purchase.providerProjectId,
    amount: dollars(purchase.paidCents),
  };
}

/**
 * POST /confirm-elapsed-payment: charges the card for the initiated intent, then records the lead
 * purchase with this card payment in one transaction (recordPaidLead), with the spending caps checked
 * under the wallet lock. The card must not be another provider's or a removed one (our own cards
 * table, whatever the processor says). The provider's card lock is held from the checks to the
 * record, so a second payment for a lead already bought is refused before the card is touched;
 * when the lead was taken by another pro meanwhile the charge is refunded and the answer says so.
 * A confirmed intent confirmed again answers the same purchase.
 */
export async function confirmLeadPayment(options: ConfirmOptions): Promise<TConfirmLeadPayment> {
  const { db, processor, providerId, paymentMethodId } = options;
  if (options.claimedProviderId !== undefined && options.claimedProviderId !== providerId)
    throw new AppError('forbidden', m.notYourProvider);
  if (!(await findPayment(options))) throw new AppError('not_found', m.paymentNotFound);
  // A saved card must be the caller's and not removed; a new card (saved by no one) may pay once.
  const [card] = await db
    .select({ id: paymentCards.id, providerId: paymentCards.providerId, deletedAt: paymentCards.deletedAt })
    .from(paymentCards)
    .where(and(eq(paymentCards.processor, processor.name), eq(paymentCards.paymentMethodId, paymentMethodId)));
  if (card && (card.providerId !== providerId || card.deletedAt !== null))
    throw new AppError('invalid', m.cardNotFound);
  return withCardOperation({ db, providerId, operation: 'lead_purchase' }, () =>
    confirmHoldingLock(options, card ? card.id : null),
  );
}

function findPayment({ db, processor, providerId, projectId, paymentIntentId }: ConfirmOptions) {
  return db
    .select()
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.processor, processor.name),
        eq(cardPayments.processorPaymentId, paymentIntentId),
        eq(cardPayments.providerId, providerId),
        eq(cardPayments.purpose, 'lead_purchase'),
        eq(cardPayments.projectId, projectId),
      ),
    )
    .then(([row]) => row);
}

async function confirmHoldingLock(options: ConfirmOptions, cardId: number | null): Promise<TConfirmLeadPayment> {
  const { db, processor, providerId, projectId, paymentIntentId, paymentMethodId } = options;
  // Read again under the lock: a confirmation that held it before may have settled this payment.
  const row = await findPayment(options);
  if (!row) throw new AppError('not_found', m.paymentNotFound);
  if (row.status === 'succeeded') return purchaseAnswer(db, row, providerId);
  if (row.status === 'refunded') {
    // Refunded after its purchase was recorded (the customer hired another pro): the purchase stands.
    const purchase = await findLeadPurchase(db, providerId, row.projectId ?? 0);
    if (purchase?.cardPaymentId === row.id) return purchaseAnswer(db, row, providerId);
    throw new AppError('conflict', m.refundedAfterUnavailable);
  }
  const [{ expired } = { expired: false }] = await db
    .select({
      expired: sql<boolean>`${cardPayments.createdAt} < now() - ${`${LEAD_PAYMENT_TTL_MINUTES} minutes`}::interval`,
    })
    .from(cardPayments)
    .where(eq(cardPayments.id, row.id));
  // Claim the payment: of two confirmations at once, one goes on.
  const [claimed] = await db
    .update(cardPayments)
    .set({ status: 'processing', cardId, updatedAt: sql`now()` })
    .where(
      and(
        eq(cardPayments.id, row.id),
        // A confirmation whose process died (processing for minutes) may be taken over.
        sql`(${cardPayments.status} in ('requires_confirmation', 'failed')
          or (${cardPayments.status} = 'processing' and ${cardPayments.updatedAt} < now() - interval '2 minutes'))`,
      ),
    )
    .returning();
  if (!claimed) throw new AppError('conflict', m.paymentInProgress);

  let intent: PaymentIntent | null;
  try {
    intent = await callProcessor(() => processor.retrievePaymentIntent(paymentIntentId));
    // Not paid yet (on Stripe the browser may have confirmed it already): check before charging.
    if (intent && intent.status !== 'succeeded') {
      if (expired) throw new AppError('invalid', m.paymentExpired);
      await assertPayable(db, providerId, projectId);
      intent = await callProcessor(() => processor.confirmPaymentIntent({ paymentIntentId, paymentMethodId }));
    }
  } catch (error) {
    // Nothing was charged: the payment may be confirmed again.
    await settle(db, row.id, 'requires_confirmation', error instanceof Error ? error.message : m.paymentFailed);
    throw error;
  }
  if (intent?.status !== 'succeeded' || intent.amountCents !== row.amountCents) {
    const message = intent?.failure?.message ?? m.paymentFailed;
    await settle(db, row.id, 'failed', message, intent?.failure?.code);
    throw new AppError('invalid', message);
  }
  const outcome = await recordPaidLead(db, processor, {
    id: row.id,
    providerId,
    projectId,
    amountCents: row.amountCents,
    paymentIntentId,
  });
  if (outcome.status === 'refunded')
    throw new AppError('conflict', `${m.refundedAfterUnavailable}${outcome.reason ? ` ${outcome.reason}` : ''}`);
  const [settled] = await db.select().from(cardPayments).where(eq(cardPayments.id, row.id));
  return purchaseAnswer(db, settled as CardPaymentRow, providerId);
}

async function settle(
  db: Database,
  id: number,
  status: 'failed' | 'refunded' | 'requires_confirmation',
  message: string,
  code?: string,
) {
  await db
    .update(cardPayments)
    .set({ status, failureMessage: message, failureCode: code ?? null, updatedAt: sql`now()` })
    .where(eq(cardPayments.id, id));
}
