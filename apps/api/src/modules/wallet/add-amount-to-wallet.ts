// POST /v2/providers/add_amount_to_wallet: charge a saved card, then credit the wallet. The card
// payment row is written first ('processing'), the processor is called outside any transaction with
// an idempotency key derived from the row, and the credit is written in the transaction that marks
// the payment succeeded; a unique ledger reference makes the credit happen once. The provider's card
// lock is held from the row's check to its settlement (one card operation of a provider at a time).
import { randomUUID } from 'node:crypto';
import { centsToDollars, LEDGER_CATEGORY, type TWalletMoveAnswer } from '@homebid/contracts/wallet';
import { type Database, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import { invalid } from '../../lib/errors';
import {
  type CardProcessor,
  CardProcessorRequestError,
  callProcessor,
  ensureCustomer,
  withCardOperation,
} from '../payments';
import { type CardRow, cardLabel, findCard } from './cards';
import { creditWallet, type LedgerRow, normaliseLedgerRow } from './ledger';
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

interface PaymentRow {
  id: number;
  status: string;
  amount_cents: number;
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
  const [ledger] = await rows<LedgerRow>(
    db,
    sql`select * from wallet_transactions where card_payment_id = ${paymentId}`,
  );
  const [wallet] = await rows<{ balance_cents: number }>(
    db,
    sql`select balance_cents from wallets where provider_id = ${providerId}`,
  );
  if (!ledger) throw new Error('top-up credit missing');
  return {
    amount: centsToDollars(Number(wallet?.balance_cents ?? 0)),
    history: transactionJson(normaliseLedgerRow(ledger)),
  };
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
  const [created] = await rows<PaymentRow>(
    db,
    sql`insert into card_payments (provider_id, card_id, processor, processor_idempotency_key, purpose, amount_cents, wallet_plan_id)
        values (${providerId}, ${card.id}, ${processor.name}, ${processorKey}, 'wallet_top_up', ${amountCents}, ${planId})
        on conflict (processor_idempotency_key) do nothing returning id, status, amount_cents`,
  );
  const payment =
    created ??
    (
      await rows<PaymentRow>(
        db,
        sql`select id, status, amount_cents from card_payments where processor_idempotency_key = ${processorKey}`,
      )
    )[0];
  if (!payment) throw new Error('card payment vanished');
  const paymentId = Number(payment.id);
  if (payment.status !== 'succeeded') {
    const outcome = await settleTopUp({
      db,
      processor,
      providerId,
      customerId,
      card,
      paymentId,
      amountCents: Number(payment.amount_cents),
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
  card: Pick<CardRow, 'payment_method_id' | 'brand' | 'last4'>;
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
        paymentMethodId: card.payment_method_id,
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
    await db.execute(
      sql`update card_payments set status = 'failed', processor_payment_id = ${result.paymentId}, failure_code = ${result.code},
            failure_message = ${result.message}, updated_at = now() where id = ${paymentId} and status <> 'succeeded'`,
    );
    return { status: 'failed', message: result.message };
  }
  await db.transaction(async (tx) => {
    const [settled] = await rows<{ id: number }>(
      tx,
      sql`update card_payments set status = 'succeeded', processor_payment_id = ${result.paymentId}, failure_code = null,
            failure_message = null, updated_at = now() where id = ${paymentId} and status <> 'succeeded' returning id`,
    );
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
