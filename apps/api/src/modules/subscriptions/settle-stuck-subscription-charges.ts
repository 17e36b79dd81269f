// The Pro+ part of the card payments' upkeep (jobs/settle-card-payments): a subscription charge whose
// request died is settled so that a charged card always has what it paid for, or its money back.
// Left 'processing' (no answer recorded): asked of the processor again with its own key, which
// answers the first result. Charged but not applied: a new subscription is started (or refunded if
// the provider has one by now), a plan change applied to the subscription it was for (or refunded
// if that one ended), and a renewal left to the renewal job while its period is still the one due
// (else refunded). Under the provider's card lock; a busy provider is left to the next run.
import type { TBillingCycle } from '@homebid/contracts/subscriptions';
import type { Database } from '@homebid/db/client';
import { cardPayments, paymentCards, proPlans, providerSubscriptions } from '@homebid/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type SettleCounts, type SettleOptions, STUCK_AFTER_MINUTES, tryCardOperation } from '../payments';
import { type CardCharger, chargerOf } from './card-charger';
import { applyChange, startSubscription } from './change-subscription';
import { recordDeclinedCharge, refundCharge } from './charge-saved-card';
import { findLiveSubscription } from './current-package';

const stuckCharges = (db: Database, processor: string, id?: number) =>
  db
    .select({
      id: cardPayments.id,
      providerId: cardPayments.providerId,
      cardId: cardPayments.cardId,
      paymentMethodId: paymentCards.paymentMethodId,
      amountCents: cardPayments.amountCents,
      processorIdempotencyKey: cardPayments.processorIdempotencyKey,
      processorPaymentId: cardPayments.processorPaymentId,
      status: cardPayments.status,
      subscriptionId: cardPayments.subscriptionId,
      proPlanId: cardPayments.proPlanId,
      cycle: sql<TBillingCycle | null>`${cardPayments.cycle}`,
    })
    .from(cardPayments)
    .leftJoin(paymentCards, eq(paymentCards.id, cardPayments.cardId))
    .where(
      sql`${cardPayments.purpose} = 'subscription' and ${cardPayments.processor} = ${processor}
          and ${cardPayments.createdAt} > now() - interval '1 day'
          and ${cardPayments.updatedAt} < now() - make_interval(mins => ${STUCK_AFTER_MINUTES})
          and (${cardPayments.status} = 'processing'
            or (${cardPayments.status} = 'succeeded' and ${cardPayments.subscriptionId} is null))
          ${id === undefined ? sql`` : sql`and ${cardPayments.id} = ${id}`}`,
    )
    .orderBy(cardPayments.id)
    .limit(100);

type StuckCharge = Awaited<ReturnType<typeof stuckCharges>>[number];

type Outcome = keyof SettleCounts | null;

export async function settleStuckSubscriptionCharges({ db, processor, log }: SettleOptions): Promise<SettleCounts> {
  const counts: SettleCounts = { recorded: 0, refunded: 0, failed: 0 };
  const charger = chargerOf(db, processor);
  for (const found of await stuckCharges(db, processor.name)) {
    try {
      await tryCardOperation(
        { db, providerId: found.providerId, operation: 'settle_subscription', waitMs: 0 },
        async () => {
          const [row] = await stuckCharges(db, processor.name, found.id);
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
  const { id: paymentId, providerId } = row;
  let processorPaymentId = row.processorPaymentId;
  if (row.status === 'processing') {
    const answer = await charger.charge({
      paymentMethodId: row.paymentMethodId ?? '',
      providerId,
      amountCents: row.amountCents,
      idempotencyKey: row.processorIdempotencyKey,
      description: 'HomeBid Pro+',
    });
    if (!answer.ok) {
      await recordDeclinedCharge(db, paymentId, answer);
      return 'failed';
    }
    processorPaymentId = answer.id;
    await db
      .update(cardPayments)
      .set({ status: 'succeeded', processorPaymentId: answer.id, updatedAt: sql`now()` })
      .where(eq(cardPayments.id, paymentId));
  }
  if (!processorPaymentId) return null;
  const refund = async (): Promise<Outcome> => {
    await refundCharge(db, charger, paymentId, processorPaymentId);
    return 'refunded';
  };
  const key = row.processorIdempotencyKey;
  if (row.subscriptionId !== null) {
    // A renewal: the renewal job applies a succeeded attempt for the period still due.
    const period = /^subscription:renewal:\d+:(.+):\d+$/.exec(key)?.[1];
    const [due] = await db
      .select({ id: providerSubscriptions.id })
      .from(providerSubscriptions)
      .where(
        and(
          eq(providerSubscriptions.id, row.subscriptionId),
          inArray(providerSubscriptions.status, ['active', 'past_due']),
          // JSON dates keep milliseconds; the column keeps microseconds.
          sql`date_trunc('milliseconds', ${providerSubscriptions.currentPeriodEnd}) = ${period ?? null}::timestamptz`,
        ),
      );
    return due ? 'recorded' : refund();
  }
  const [plan] = row.proPlanId ? await db.select().from(proPlans).where(eq(proPlans.id, row.proPlanId)) : [];
  if (!plan || !row.cycle) return refund();
  const paid = { plan, cycle: row.cycle, price: row.amountCents, cardId: row.cardId, paymentId };
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
