// A lead paid by card whose customer hired another pro is refunded to that card, never lost: the
// refund is written owed ('processing', its own processor key) in the refund's transaction, and sent
// to the processor only after the commit, by the request that approved it or, after a crash or an
// outage, by the upkeep job (jobs/settle-card-payments). The processor answers a key it has seen with
// its first result, so however often it is asked the card is refunded once. The wallet is not credited.
import { type Database, rows } from '@homebid/db/client';
import { cardPayments, cardRefunds } from '@homebid/db/schema';
import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import {
  type CardProcessor,
  CardProcessorRequestError,
  type SettleCounts,
  type SettleOptions,
  STUCK_AFTER_MINUTES,
  tryCardOperation,
} from '../payments';

/** The processor's key of a purchase's card refund: one refund per purchase, whoever sends it. */
export const cardRefundKey = (leadPurchaseId: number) => `lead-refund:${leadPurchaseId}`;

/**
 * Inside the refund's transaction: owes the purchase's card payment its amount back. Answers the owed
 * refund's id, or null when the payment has no charge at a processor to refund (the caller credits
 * the wallet instead).
 */
export async function oweCardRefund(
  tx: Database,
  owed: { refundId: number; leadPurchaseId: number; cardPaymentId: number; providerId: number; amountCents: number },
): Promise<number | null> {
  // insert … select: the owed refund is written only for a payment that was charged for at least this much.
  const [row] = await rows<{ id: number | string }>(
    tx,
    sql`insert into card_refunds (card_payment_id, refund_request_id, provider_id, processor, processor_idempotency_key, amount_cents)
        select cp.id, ${owed.refundId}, ${owed.providerId}, cp.processor, ${cardRefundKey(owed.leadPurchaseId)}, ${owed.amountCents}
        from card_payments cp
        where cp.id = ${owed.cardPaymentId} and cp.status = 'succeeded' and cp.processor_payment_id is not null
          and cp.amount_cents >= ${owed.amountCents}
        on conflict do nothing
        returning id`,
  );
  return row ? Number(row.id) : null;
}

const owedCardRefunds = (db: Database, processor: CardProcessor, where: SQL) =>
  db
    .select({
      id: cardRefunds.id,
      providerId: cardRefunds.providerId,
      cardPaymentId: cardRefunds.cardPaymentId,
      amountCents: cardRefunds.amountCents,
      processorIdempotencyKey: cardRefunds.processorIdempotencyKey,
      processorPaymentId: cardPayments.processorPaymentId,
    })
    .from(cardRefunds)
    .innerJoin(cardPayments, eq(cardPayments.id, cardRefunds.cardPaymentId))
    .where(and(eq(cardRefunds.status, 'processing'), eq(cardRefunds.processor, processor.name), where))
    .orderBy(cardRefunds.id)
    .limit(100);

type Sent = 'refunded' | 'failed' | 'settled' | 'busy';

/**
 * Sends one owed refund to the processor under the provider's card lock, then marks it and its card
 * payment refunded. A refusal or an outage leaves it owed (with why) for the upkeep job.
 */
async function sendCardRefund(db: Database, processor: CardProcessor, id: number, providerId: number, waitMs: number) {
  const run = await tryCardOperation({ db, providerId, operation: 'lead_refund', waitMs }, async (): Promise<Sent> => {
    // Still owed now that this holds the provider's lock (the request and the job may both try)?
    const [row] = await owedCardRefunds(db, processor, eq(cardRefunds.id, id));
    if (!row) return 'settled';
    try {
      await processor.refund({
        // The join's card payment was charged (oweCardRefund wrote the refund only then).
        paymentId: row.processorPaymentId ?? '',
        amountCents: row.amountCents,
        idempotencyKey: row.processorIdempotencyKey,
      });
    } catch (error) {
      // Past the processor's memory of the key (a day on Stripe) a retry is told the charge is refunded.
      if (!(error instanceof CardProcessorRequestError && error.code === 'charge_already_refunded')) {
        const why = error instanceof Error ? error.message : String(error);
        await db
          .update(cardRefunds)
          .set({ failureMessage: why.slice(0, 500), updatedAt: sql`now()` })
          .where(and(eq(cardRefunds.id, id), eq(cardRefunds.status, 'processing')));
        return 'failed';
      }
    }
    await db.transaction(async (tx) => {
      await tx
        .update(cardRefunds)
        .set({ status: 'refunded', failureMessage: null, updatedAt: sql`now()` })
        .where(eq(cardRefunds.id, id));
      await tx
        .update(cardPayments)
        .set({ status: 'refunded', updatedAt: sql`now()` })
        .where(eq(cardPayments.id, row.cardPaymentId));
    });
    return 'refunded';
  });
  return run.ran ? run.value : 'busy';
}

/**
 * After the commit that owed them: refunds these cards now. One that fails or whose provider's card
 * lock stays busy is left owed for the upkeep job; the caller's answer does not depend on it.
 */
export async function sendCardRefunds(db: Database, processor: CardProcessor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const owed = await db
    .select({ id: cardRefunds.id, providerId: cardRefunds.providerId })
    .from(cardRefunds)
    .where(and(inArray(cardRefunds.id, ids), eq(cardRefunds.status, 'processing')))
    .orderBy(cardRefunds.id);
  for (const row of owed) await sendCardRefund(db, processor, row.id, row.providerId, 2_000).catch(() => 'failed');
}

/** The upkeep job's part: card refunds still owed minutes after their commit are sent again, same key. */
export async function settleOwedCardRefunds({ db, processor, log }: SettleOptions): Promise<SettleCounts> {
  const counts: SettleCounts = { recorded: 0, refunded: 0, failed: 0 };
  const owed = await owedCardRefunds(
    db,
    processor,
    lt(cardRefunds.updatedAt, sql`now() - make_interval(mins => ${STUCK_AFTER_MINUTES})`),
  );
  for (const row of owed) {
    try {
      const sent = await sendCardRefund(db, processor, row.id, row.providerId, 0);
      if (sent === 'refunded') counts.refunded++;
      if (sent === 'failed') log?.warn({ cardRefundId: row.id }, 'an owed card refund was refused; tried again later');
    } catch (error) {
      log?.warn({ err: error, cardRefundId: row.id }, 'an owed card refund could not be sent yet');
    }
  }
  return counts;
}
