// POST /v2/providers/add_amount_to_wallet: charge a saved card, then credit the wallet. The card
// payment row is written first ('processing'), the processor is called outside any transaction with
// an idempotency key derived from the row, and the credit is written in the transaction that marks
// the payment succeeded; a unique ledger reference makes the credit happen once. The provider's card
// lock is held from the row's check to its settlement (one card operation of a provider at a time).
import { randomUUID } from 'node:crypto';
import { centsToDollars, LEDGER_CATEGORY, type TWalletMoveAnswer } from '@homebid/contracts/wallet';
import type { Database } from '@homebid/db/client';
import { cardPayments, walletTransactions } from '@homebid/db/schema';
import { and, eq, ne, sql } from 'drizzle-orm';
import { invalid } from '../../lib/errors';
import {
  type CardProcessor,
  CardProcessorRequestError,
  callProcessor,
  ensureCustomer,
  withCardOperation,
} from '../payments';
import { type CardRow, cardLabel, findCard } from './cards';
import { creditWallet, walletBalanceCents } from './ledger';
import { transactionJson } from './transaction-json';
import { walletPlanCents } from './wallet-plans';

export interface AddAmountToWalletOptions {
  db: Database;
  processor: CardProcessor;
  providerId: number;
  planId: number;
  paymentMethodId: string;
  /** The request's Idempotency-Key: the same key sends the same charge to the processor. */
  idempotencyKey?: string;
}

export async function addAmountToWallet({
  db,
  processor,
  providerId,
  planId,
  paymentMethodId,
  idempotencyKey,
}: AddAmountToWalletOptions): Promise<TWalletMoveAnswer> {
  const amountCents = await walletPlanCents(db, planId);
  const card = await findCard(db, processor, providerId, paymentMethodId);
  const customerId = await ensureCustomer(db, processor, providerId);
  const processorKey = `top-up-${providerId}-${idempotencyKey ?? randomUUID()}`;
  const paymentId = await withCardOperation({ db, providerId, operation: 'wallet_top_up' }, () =>
    chargeTopUp({ db, processor, providerId, customerId, card, planId, amountCents, processorKey }),
  );
  const [ledger] = await db.select().from(walletTransactions).where(eq(walletTransactions.cardPaymentId, paymentId));
  const balanceCents = await walletBalanceCents(db, providerId);
  if (!ledger) throw new Error('top-up credit missing');
  return { amount: centsToDollars(balanceCents), history: transactionJson(ledger) };
}

/** Writes (or finds) the top-up's card payment and, unless already settled, charges and settles it. */
async function chargeTopUp({
  db,
  processor,
  providerId,
  customerId,
  card,
  planId,
  amountCents,
  processorKey,
}: Omit<SettleTopUpOptions, 'paymentId'> & { card: CardRow; planId: number }): Promise<number> {
  const payment = { id: cardPayments.id, status: cardPayments.status, amountCents: cardPayments.amountCents };
  const [created] = await db
    .insert(cardPayments)
    .values({
      providerId,
      cardId: card.id,
      processor: processor.name,
      processorIdempotencyKey: processorKey,
      purpose: 'wallet_top_up',
      amountCents,
      walletPlanId: planId,
    })
    .onConflictDoNothing({ target: cardPayments.processorIdempotencyKey })
    .returning(payment);
  const [found] = created
    ? [created]
    : await db.select(payment).from(cardPayments).where(eq(cardPayments.processorIdempotencyKey, processorKey));
  if (!found) throw new Error('card payment vanished');
  const paymentId = found.id;
  if (found.status !== 'succeeded') {
    const outcome = await settleTopUp({
      db,
      processor,
      providerId,
      customerId,
      card,
      paymentId,
      amountCents: found.amountCents,
      processorKey,
    });
    if (outcome.status === 'failed') throw invalid(outcome.message);
  }
  return paymentId;
}

export interface SettleTopUpOptions {
  db: Database;
  processor: CardProcessor;
  providerId: number;
  customerId: string;
  card: Pick<CardRow, 'paymentMethodId' | 'brand' | 'last4'>;
  paymentId: number;
  amountCents: number;
  processorKey: string;
}

/**
 * Charges a top-up's card payment (once per processor key: a retry gets the processor's first
 * answer) and settles it: failed, or succeeded with the wallet credited in the same transaction.
 */
export async function settleTopUp({
  db,
  processor,
  providerId,
  customerId,
  card,
  paymentId,
  amountCents,
  processorKey,
}: SettleTopUpOptions): Promise<{ status: 'succeeded' } | { status: 'failed'; message: string }> {
  const result = await callProcessor(() =>
    processor
      .charge({
        customerId,
        paymentMethodId: card.paymentMethodId,
        amountCents,
        idempotencyKey: processorKey,
        description: 'HomeBid wallet top-up',
        metadata: { provider_id: String(providerId), card_payment_id: String(paymentId) },
      })
      .catch((error: unknown) => {
        // Refused outright (the method is gone or not this customer's): nothing was charged.
        if (!(error instanceof CardProcessorRequestError)) throw error;
        return { status: 'failed', paymentId: null, code: error.code, message: error.message } as const;
      }),
  );
  if (result.status === 'failed') {
    await db
      .update(cardPayments)
      .set({
        status: 'failed',
        processorPaymentId: result.paymentId,
        failureCode: result.code,
        failureMessage: result.message,
        updatedAt: sql`now()`,
      })
      .where(and(eq(cardPayments.id, paymentId), ne(cardPayments.status, 'succeeded')));
    return { status: 'failed', message: result.message };
  }
  await db.transaction(async (tx) => {
    const [settled] = await tx
      .update(cardPayments)
      .set({
        status: 'succeeded',
        processorPaymentId: result.paymentId,
        failureCode: null,
        failureMessage: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(cardPayments.id, paymentId), ne(cardPayments.status, 'succeeded')))
      .returning({ id: cardPayments.id });
    if (!settled) return; // settled by a concurrent retry: its credit stands
    await creditWallet(tx, {
      providerId,
      amountCents,
      category: LEDGER_CATEGORY.topUp,
      label: LEDGER_CATEGORY.topUp,
      cardLabel: cardLabel(card),
      cardPaymentId: paymentId,
    });
  });
  return { status: 'succeeded' };
}
