// Upkeep of the wallet's card payments (a scheduled job): a top-up left 'processing' (the process
// stopped, or the processor did not answer, between the charge and its credit) is charged again
// with the same processor key, which the processor answers with its first result, then settled:
// a card is never charged without the wallet being credited. Idempotency keys older than a day
// are forgotten.
import type { Database } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import type { CardProcessor } from '../payments';
import { settleTopUp } from './add-amount-to-wallet';
import type { CardRow } from './cards';
import { rows } from './ledger';

/** A top-up younger than this may still be in its own request. */
const STUCK_AFTER_MINUTES = 10;

export async function settleStuckTopUps({
  db,
  processor,
  log,
}: {
  db: Database;
  processor: CardProcessor;
  log?: { warn(obj: object, msg: string): void };
}): Promise<{ settled: number; failed: number }> {
  const stuck = await rows<{
    id: number;
    provider_id: number;
    amount_cents: number | string;
    processor_idempotency_key: string;
    customer_id: string | null;
    payment_method_id: string;
    brand: CardRow['brand'];
    last4: string;
  }>(
    db,
    sql`select cp.id, cp.provider_id, cp.amount_cents, cp.processor_idempotency_key, pc.customer_id,
          c.payment_method_id, c.brand, c.last4
        from card_payments cp
        join payment_cards c on c.id = cp.card_id
        left join payment_customers pc on pc.provider_id = cp.provider_id and pc.processor = cp.processor
        where cp.purpose = 'wallet_top_up' and cp.status = 'processing' and cp.processor = ${processor.name}
          and cp.created_at < now() - make_interval(mins => ${STUCK_AFTER_MINUTES})
          and cp.created_at > now() - interval '1 day'
        order by cp.id limit 100`,
  );
  let settled = 0;
  let failed = 0;
  for (const row of stuck) {
    if (!row.customer_id) continue;
    try {
      const outcome = await settleTopUp({
        db,
        processor,
        providerId: row.provider_id,
        customerId: row.customer_id,
        card: row,
        paymentId: Number(row.id),
        amountCents: Number(row.amount_cents),
        processorKey: row.processor_idempotency_key,
      });
      if (outcome.status === 'succeeded') settled++;
      else failed++;
    } catch (error) {
      log?.warn({ err: error, cardPaymentId: row.id }, 'a stuck top-up could not be settled yet');
    }
  }
  await db.execute(sql`delete from idempotency_keys where created_at < now() - interval '1 day'`);
  return { settled, failed };
}
