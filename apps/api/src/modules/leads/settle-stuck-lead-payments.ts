// The lead part of the card payments' upkeep (jobs/settle-card-payments): a lead payment whose
// request died after the card was charged (left 'processing'), or an intent confirmed elsewhere and
// never reported (left 'requires_confirmation' past its time), is asked of the processor: a charged
// one is recorded if the lead can still be had, else refunded; one never charged is released
// (confirmable again) or, past its time, failed. Under the provider's card lock; a busy provider is
// left to the next run.
import { LEAD_PAYMENT_TTL_MINUTES, leadPaymentMessages as m } from '@homebid/contracts/leads';
import { type Database, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import {
  callProcessor,
  type SettleCounts,
  type SettleOptions,
  STUCK_AFTER_MINUTES,
  tryCardOperation,
} from '../payments';
import { recordPaidLead } from './record-paid-lead';

interface StuckLeadPayment {
  id: number;
  provider_id: number;
  project_id: number;
  amount_cents: number | string;
  processor_payment_id: string;
  status: 'processing' | 'requires_confirmation';
  expired: boolean;
}

const stuckLeadPayments = (db: Database, processor: string, id?: number) =>
  rows<StuckLeadPayment>(
    db,
    sql`select id, provider_id, project_id, amount_cents, processor_payment_id, status,
          created_at < now() - make_interval(mins => ${LEAD_PAYMENT_TTL_MINUTES}) as expired
        from card_payments
        where purpose = 'lead_purchase' and processor = ${processor} and processor_payment_id is not null
          and created_at > now() - interval '1 day'
          and ((status = 'processing' and updated_at < now() - make_interval(mins => ${STUCK_AFTER_MINUTES}))
            or (status = 'requires_confirmation' and created_at < now() - make_interval(mins => ${LEAD_PAYMENT_TTL_MINUTES})))
          ${id === undefined ? sql`` : sql`and id = ${id}`}
        order by id limit 100`,
  );

export async function settleStuckLeadPayments({ db, processor, log }: SettleOptions): Promise<SettleCounts> {
  const counts: SettleCounts = { recorded: 0, refunded: 0, failed: 0 };
  for (const found of await stuckLeadPayments(db, processor.name)) {
    const providerId = Number(found.provider_id);
    try {
      await tryCardOperation({ db, providerId, operation: 'settle_lead_payment', waitMs: 0 }, async () => {
        const [row] = await stuckLeadPayments(db, processor.name, Number(found.id));
        if (!row) return;
        const intent = await callProcessor(() => processor.retrievePaymentIntent(row.processor_payment_id));
        if (intent?.status === 'succeeded') {
          const outcome = await recordPaidLead(db, processor, {
            id: Number(row.id),
            providerId,
            projectId: Number(row.project_id),
            amountCents: Number(row.amount_cents),
            paymentIntentId: row.processor_payment_id,
          });
          counts[outcome.status]++;
          return;
        }
        // Never charged: confirmable again while the payment is young, else over.
        await db.execute(
          row.expired
            ? sql`update card_payments set status = 'failed', failure_message = ${m.paymentExpired}, updated_at = now()
                  where id = ${row.id}`
            : sql`update card_payments set status = 'requires_confirmation', updated_at = now() where id = ${row.id}`,
        );
        counts.failed++;
      });
    } catch (error) {
      log?.warn({ err: error, cardPaymentId: found.id }, 'a stuck lead payment could not be settled yet');
    }
  }
  return counts;
}
