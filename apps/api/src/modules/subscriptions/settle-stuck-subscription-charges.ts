// The Pro+ part of the card payments' upkeep (jobs/settle-card-payments): a subscription charge whose
// request died is settled so that a charged card always has what it paid for, or its money back.
// Left 'processing' (no answer recorded): asked of the processor again with its own key, which
// answers the first result. Charged but not applied: a new subscription is started (or refunded if
// the provider has one by now), a plan change applied to the subscription it was for (or refunded
// if that one ended), and a renewal left to the renewal job while its period is still the one due
// (else refunded). Under the provider's card lock; a busy provider is left to the next run.
import type { TBillingCycle } from '@homebid/contracts/subscriptions';
import { type Database, rows } from '@homebid/db/client';
import { proPlans } from '@homebid/db/schema';
import { eq, sql } from 'drizzle-orm';
import { type SettleCounts, type SettleOptions, STUCK_AFTER_MINUTES, tryCardOperation } from '../payments';
import { type CardCharger, chargerOf } from './card-charger';
import { applyChange, startSubscription } from './change-subscription';
import { refundCharge } from './charge-saved-card';
import { findLiveSubscription } from './current-package';

interface StuckCharge {
  id: number;
  provider_id: number;
  card_id: number | null;
  payment_method_id: string | null;
  amount_cents: number | string;
  processor_idempotency_key: string;
  processor_payment_id: string | null;
  status: 'processing' | 'succeeded';
  subscription_id: number | null;
  pro_plan_id: number | null;
  cycle: TBillingCycle | null;
}

const stuckCharges = (db: Database, processor: string, id?: number) =>
  rows<StuckCharge>(
    db,
    sql`select cp.id, cp.provider_id, cp.card_id, c.payment_method_id, cp.amount_cents, cp.processor_idempotency_key,
          cp.processor_payment_id, cp.status, cp.subscription_id, cp.pro_plan_id, cp.cycle
        from card_payments cp left join payment_cards c on c.id = cp.card_id
        where cp.purpose = 'subscription' and cp.processor = ${processor}
          and cp.created_at > now() - interval '1 day'
          and cp.updated_at < now() - make_interval(mins => ${STUCK_AFTER_MINUTES})
          and (cp.status = 'processing' or (cp.status = 'succeeded' and cp.subscription_id is null))
          ${id === undefined ? sql`` : sql`and cp.id = ${id}`}
        order by cp.id limit 100`,
  );

type Outcome = keyof SettleCounts | null;

export async function settleStuckSubscriptionCharges({ db, processor, log }: SettleOptions): Promise<SettleCounts> {
  const counts: SettleCounts = { recorded: 0, refunded: 0, failed: 0 };
  const charger = chargerOf(db, processor);
  for (const found of await stuckCharges(db, processor.name)) {
    try {
      await tryCardOperation(
        { db, providerId: Number(found.provider_id), operation: 'settle_subscription', waitMs: 0 },
        async () => {
          const [row] = await stuckCharges(db, processor.name, Number(found.id));
          const outcome = row ? await settleOne(db, charger, row) : null;
          if (outcome) counts[outcome]++;
        },
      );
    } catch (error) {
      log?.warn({ err: error, cardPaymentId: found.id }, 'a stuck Pro+ charge could not be settled yet');
    }
  }
  return counts;
}

async function settleOne(db: Database, charger: CardCharger, row: StuckCharge): Promise<Outcome> {
  const paymentId = Number(row.id);
  const providerId = Number(row.provider_id);
  let processorPaymentId = row.processor_payment_id;
  if (row.status === 'processing') {
    const answer = await charger.charge({
      paymentMethodId: row.payment_method_id ?? '',
      providerId,
      amountCents: Number(row.amount_cents),
      idempotencyKey: row.processor_idempotency_key,
      description: 'HomeBid Pro+',
    });
    if (!answer.ok) {
      await db.execute(
        sql`update card_payments set status = 'failed', processor_payment_id = ${answer.id ?? null},
              failure_code = ${answer.code}, failure_message = ${answer.message}, updated_at = now() where id = ${paymentId}`,
      );
      return 'failed';
    }
    processorPaymentId = answer.id;
    await db.execute(
      sql`update card_payments set status = 'succeeded', processor_payment_id = ${answer.id}, updated_at = now()
          where id = ${paymentId}`,
    );
  }
  if (!processorPaymentId) return null;
  const refund = async (): Promise<Outcome> => {
    await refundCharge(db, charger, paymentId, processorPaymentId);
    return 'refunded';
  };
  const key = row.processor_idempotency_key;
  if (row.subscription_id !== null) {
    // A renewal: the renewal job applies a succeeded attempt for the period still due.
    const period = /^subscription:renewal:\d+:(.+):\d+$/.exec(key)?.[1];
    const [due] = await rows<{ id: number }>(
      db,
      sql`select id from provider_subscriptions where id = ${row.subscription_id} and status in ('active', 'past_due')
          and date_trunc('milliseconds', current_period_end) = ${period ?? null}::timestamptz`,
    );
    return due ? 'recorded' : refund();
  }
  const [plan] = row.pro_plan_id ? await db.select().from(proPlans).where(eq(proPlans.id, row.pro_plan_id)) : [];
  if (!plan || !row.cycle) return refund();
  const paid = {
    plan,
    cycle: row.cycle,
    price: Number(row.amount_cents),
    cardId: row.card_id === null ? null : Number(row.card_id),
    paymentId,
  };
  if (key.startsWith('subscription:new:')) {
    const started = await startSubscription(db, charger, { ...paid, providerId, processorPaymentId });
    return started ? 'recorded' : 'refunded';
  }
  const changedId = /^subscription:change:(\d+):/.exec(key)?.[1];
  const live = await findLiveSubscription(db, providerId);
  if (!live || String(live.id) !== changedId) return refund();
  await applyChange(db, { ...paid, subscriptionId: live.id });
  return 'recorded';
}
