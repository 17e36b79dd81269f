// The top-up part of the card payments' upkeep (jobs/settle-card-payments): a top-up left 'processing'
// (the process stopped, or the processor did not answer, between the charge and its credit) is charged
// again with the same processor key, which the processor answers with its first result, then settled:
// a card is never charged without the wallet being credited. Each is settled under the provider's card
// lock; a provider whose card operation is under way is left to the next run.
import { type Database, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import {
  type CardProcessor,
  type SettleCounts,
  type SettleOptions,
  STUCK_AFTER_MINUTES,
  tryCardOperation,
} from '../payments';
import { settleTopUp } from './add-amount-to-wallet';
import type { CardRow } from './cards';

interface StuckTopUp {
  id: number;
  provider_id: number;
  amount_cents: number | string;
  processor_idempotency_key: string;
  customer_id: string | null;
  payment_method_id: string;
  brand: CardRow['brand'];
  last4: string;
}

const stuckTopUps = (db: Database, processor: CardProcessor, id?: number) =>
  rows<StuckTopUp>(
    db,
    sql`select cp.id, cp.provider_id, cp.amount_cents, cp.processor_idempotency_key, pc.customer_id,
          c.payment_method_id, c.brand, c.last4
        from card_payments cp
        join payment_cards c on c.id = cp.card_id
        left join payment_customers pc on pc.provider_id = cp.provider_id and pc.processor = cp.processor
        where cp.purpose = 'wallet_top_up' and cp.status = 'processing' and cp.processor = ${processor.name}
          and cp.updated_at < now() - make_interval(mins => ${STUCK_AFTER_MINUTES})
          and cp.created_at > now() - interval '1 day' ${id === undefined ? sql`` : sql`and cp.id = ${id}`}
        order by cp.id limit 100`,
  );

export async function settleStuckTopUps({ db, processor, log }: SettleOptions): Promise<SettleCounts> {
  const counts: SettleCounts = { recorded: 0, refunded: 0, failed: 0 };
  for (const found of await stuckTopUps(db, processor)) {
    try {
      await tryCardOperation({ db, providerId: found.provider_id, operation: 'settle_top_up', waitMs: 0 }, async () => {
        // Still stuck now that this run holds the provider's lock?
        const [row] = await stuckTopUps(db, processor, Number(found.id));
        if (!row?.customer_id) return;
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
        counts[outcome.status === 'succeeded' ? 'recorded' : 'failed']++;
      });
    } catch (error) {
      log?.warn({ err: error, cardPaymentId: found.id }, 'a stuck top-up could not be settled yet');
    }
  }
  return counts;
}
