// The lead part of the card payments' upkeep (jobs/settle-card-payments): a lead payment whose
// request died after the card was charged (left 'processing'), or an intent confirmed elsewhere and
// never reported (left 'requires_confirmation' past its time), is asked of the processor: a charged
// one is recorded if the lead can still be had, else refunded; one never charged is released
// (confirmable again) or, past its time, failed. Under the provider's card lock; a busy provider is
// left to the next run.
import { LEAD_PAYMENT_TTL_MINUTES, leadPaymentMessages as m } from '@homebid/contracts/leads';
import type { Database } from '@homebid/db/client';
import { cardPayments } from '@homebid/db/schema';
import { eq, sql } from 'drizzle-orm';
import {
  callProcessor,
  type SettleCounts,
  type SettleOptions,
  STUCK_AFTER_MINUTES,
  tryCardOperation,
} from '../payments';
import { recordPaidLead } from './record-paid-lead';

const stuckLeadPayments = (db: Database, processor: string, id?: number) =>
  db
    .select({
      id: cardPayments.id,
      providerId: cardPayments.providerId,
      projectId: cardPayments.projectId,
      amountCents: cardPayments.amountCents,
      processorPaymentId: cardPayments.processorPaymentId,
      expired: sql<boolean>`${cardPayments.createdAt} < now() - make_interval(mins => ${LEAD_PAYMENT_TTL_MINUTES})`,
    })
    .from(cardPayments)
    .where(
      sql`${cardPayments.purpose} = 'lead_purchase' and ${cardPayments.processor} = ${processor}
          and ${cardPayments.processorPaymentId} is not null and ${cardPayments.createdAt} > now() - interval '1 day'
          and ((${cardPayments.status} = 'processing'
                and ${cardPayments.updatedAt} < now() - make_interval(mins => ${STUCK_AFTER_MINUTES}))
            or (${cardPayments.status} = 'requires_confirmation'
                and ${cardPayments.createdAt} < now() - make_interval(mins => ${LEAD_PAYMENT_TTL_MINUTES})))
          ${id === undefined ? sql`` : sql`and ${cardPayments.id} = ${id}`}`,
    )
    .orderBy(cardPayments.id)
    .limit(100);

export async function settleStuckLeadPayments({ db, processor, log }: SettleOptions): Promise<SettleCounts> {
  const counts: SettleCounts = { recorded: 0, refunded: 0, failed: 0 };
  for (const found of await stuckLeadPayments(db, processor.name)) {
    const { providerId } = found;
    try {
      await tryCardOperation({ db, providerId, operation: 'settle_lead_payment', waitMs: 0 }, async () => {
        const [row] = await stuckLeadPayments(db, processor.name, found.id);
        // Both are set on every row the query finds (a lead payment, sent to the processor).
        if (!row?.processorPaymentId || row.projectId === null) return;
        const paymentIntentId = row.processorPaymentId;
        const intent = await callProcessor(() => processor.retrievePaymentIntent(paymentIntentId));
        if (intent?.status === 'succeeded') {
          const outcome = await recordPaidLead(db, processor, {
            id: row.id,
            providerId,
            projectId: row.projectId,
            amountCents: row.amountCents,
            paymentIntentId,
          });
          counts[outcome.status]++;
          return;
        }
        // Never charged: confirmable again while the payment is young, else over.
        await db
          .update(cardPayments)
          .set(
            row.expired
              ? { status: 'failed', failureMessage: m.paymentExpired, updatedAt: sql`now()` }
              : { status: 'requires_confirmation', updatedAt: sql`now()` },
          )
          .where(eq(cardPayments.id, row.id));
        counts.failed++;
      });
    } catch (error) {
      log?.warn({ err: error, cardPaymentId: found.id }, 'a stuck lead payment could not be settled yet');
    }
  }
  return counts;
}
