// The top-up part of the card payments' upkeep (jobs/settle-card-payments): a top-up left 'processing'
// (the process stopped, or the processor did not answer, between the charge and its credit) is charged
// again with the same processor key, which the processor answers with its first result, then settled:
// a card is never charged without the wallet being credited. Each is settled under the provider's card
// lock; a provider whose card operation is under way is left to the next run.
import type { Database } from '@homebid/db/client';
import { cardPayments, paymentCards, paymentCustomers } from '@homebid/db/schema';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import {
  type CardProcessor,
  type SettleCounts,
  type SettleOptions,
  STUCK_AFTER_MINUTES,
  tryCardOperation,
} from '../payments';
import { settleTopUp } from './add-amount-to-wallet';

const stuckTopUps = (db: Database, processor: CardProcessor, id?: number) =>
  db
    .select({
      id: cardPayments.id,
      providerId: cardPayments.providerId,
      amountCents: cardPayments.amountCents,
      processorIdempotencyKey: cardPayments.processorIdempotencyKey,
      customerId: paymentCustomers.customerId,
      paymentMethodId: paymentCards.paymentMethodId,
      brand: paymentCards.brand,
      last4: paymentCards.last4,
    })
    .from(cardPayments)
    .innerJoin(paymentCards, eq(paymentCards.id, cardPayments.cardId))
    .leftJoin(
      paymentCustomers,
      and(
        eq(paymentCustomers.providerId, cardPayments.providerId),
        eq(paymentCustomers.processor, cardPayments.processor),
      ),
    )
    .where(
      and(
        eq(cardPayments.purpose, 'wallet_top_up'),
        eq(cardPayments.status, 'processing'),
        eq(cardPayments.processor, processor.name),
        lt(cardPayments.updatedAt, sql`now() - make_interval(mins => ${STUCK_AFTER_MINUTES})`),
        gt(cardPayments.createdAt, sql`now() - interval '1 day'`),
        id === undefined ? undefined : eq(cardPayments.id, id),
      ),
    )
    .orderBy(cardPayments.id)
    .limit(100);

export async function settleStuckTopUps({ db, processor, log }: SettleOptions): Promise<SettleCounts> {
  const counts: SettleCounts = { recorded: 0, refunded: 0, failed: 0 };
  for (const found of await stuckTopUps(db, processor)) {
    try {
      await tryCardOperation({ db, providerId: found.providerId, operation: 'settle_top_up', waitMs: 0 }, async () => {
        // Still stuck now that this run holds the provider's lock?
        const [row] = await stuckTopUps(db, processor, found.id);
        if (!row?.customerId) return;
        const outcome = await settleTopUp({
          db,
          processor,
          providerId: row.providerId,
          customerId: row.customerId,
          card: row,
          paymentId: row.id,
          amountCents: row.amountCents,
          processorKey: row.processorIdempotencyKey,
        });
        counts[outcome.status === 'succeeded' ? 'recorded' : 'failed']++;
      });
    } catch (error) {
      log?.warn({ err: error, cardPaymentId: found.id }, 'a stuck top-up could not be settled yet');
    }
  }
  return counts;
}
