import { randomUUID } from 'node:crypto';
import {
  subscriptionMessages as m,
  PRO_UPGRADE_TASK,
  type TBillingCycle,
  type TSubscriptionChange,
} from '@homebid/contracts/subscriptions';
import type { Database } from '@homebid/db/client';
import { cardPayments, providerSubscriptions, providers } from '@homebid/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { notify } from '../notifications';
import { withCardOperation } from '../payments';
import type { CardCharger } from './card-charger';
import { chargeSavedCard, findSavedCard, refundCharge } from './charge-saved-card';
import { findLiveSubscription, loadCurrentPackage } from './current-package';
import { findActivePlan, PERIOD_INTERVAL, type ProPlanRow, priceOf } from './pro-plans';

export interface ChangeOptions {
  db: Database;
  charger: CardCharger;
  providerId: number;
  packageId: number;
  cycle: TBillingCycle;
  paymentMethod: string;
  /** The request's Idempotency-Key header: a retry with it charges once. */
  requestKey?: string;
}

const interval = (cycle: TBillingCycle) => sql`${PERIOD_INTERVAL[cycle]}::interval`;

async function userIdOf(db: Database, providerId: number): Promise<number> {
  const [row] = await db.select({ userId: providers.userId }).from(providers).where(eq(providers.id, providerId));
  if (!row) throw new AppError('not_found', m.noSubscription);
  return row.userId;
}

/** The plan, its price for the cycle and the saved card, or the spec's refusal. */
async function prepare(options: ChangeOptions) {
  const { db, providerId, packageId, cycle, paymentMethod } = options;
  const plan = await findActivePlan(db, packageId);
  if (!plan) throw new AppError('not_found', m.planNotFound);
  const price = priceOf(plan, cycle);
  if (price === null) throw new AppError('invalid', m.cycleNotOffered);
  const card = await findSavedCard(db, providerId, paymentMethod);
  if (!card) throw new AppError('invalid', m.cardNotFound);
  return { plan, price, card };
}

/** A processor refusal as the provider reads it (the processor's own words when it gave some). */
function declined(message: string) {
  return new AppError('invalid', message || m.paymentDeclined);
}

async function answer(db: Database, providerId: number, paymentId: number | null): Promise<TSubscriptionChange> {
  return { ...(await loadCurrentPackage(db, providerId)), payment_id: paymentId };
}

/** A card payment of this request that was already applied (a retry): its subscription id. */
async function appliedSubscriptionOf(db: Database, paymentId: number) {
  const [row] = await db
    .select({ subscriptionId: cardPayments.subscriptionId })
    .from(cardPayments)
    .where(eq(cardPayments.id, paymentId));
  return row?.subscriptionId ?? null;
}

/**
 * POST /v2/providers/upgrade_to_pro: charges the first period to the saved card (outside any
 * transaction), then records the subscription and the payment, turns Pro on and notifies, in one
 * transaction. A provider with a live subscription changes it on the Pro+ page instead. The
 * provider's card lock is held from the check to the record, so of parallel upgrades one charges
 * and the others are refused without touching the card.
 */
export function upgradeToPro(options: ChangeOptions): Promise<TSubscriptionChange> {
  return withCardOperation({ db: options.db, providerId: options.providerId, operation: 'subscription' }, () =>
    subscribe(options),
  );
}

async function subscribe(options: ChangeOptions): Promise<TSubscriptionChange> {
  const { db, charger, providerId, cycle } = options;
  const { plan, price, card } = await prepare(options);
  const key = `subscription:new:${providerId}:${options.requestKey ?? randomUUID()}`;
  const live = await findLiveSubscription(db, providerId);
  if (live) {
    // A retry of the request that created it answers as the first time did.
    const [earlier] = await db
      .select({ id: cardPayments.id, subscriptionId: cardPayments.subscriptionId })
      .from(cardPayments)
      .where(eq(cardPayments.processorIdempotencyKey, key));
    if (earlier?.subscriptionId === live.id) return answer(db, providerId, earlier.id);
    throw new AppError('conflict', m.alreadySubscribed);
  }
  const charge = await chargeSavedCard({
    db,
    charger,
    providerId,
    card,
    amountCents: price,
    purpose: 'subscription',
    idempotencyKey: key,
    description: `Pro+ ${plan.title} (${cycle})`,
    proPlanId: plan.id,
    cycle,
  });
  if (!charge.ok) throw declined(charge.message);
  if (await appliedSubscriptionOf(db, charge.paymentId)) return answer(db, providerId, charge.paymentId);
  const started = await startSubscription(db, charger, {
    providerId,
    plan,
    cycle,
    price,
    cardId: card.id,
    paymentId: charge.paymentId,
    processorPaymentId: charge.processorPaymentId,
  });
  if (!started) throw new AppError('conflict', m.alreadySubscribed);
  return answer(db, providerId, charge.paymentId);
}

/**
 * Records a new subscription paid by a succeeded charge: the subscription, the payment's link to it,
 * Pro on and the notification, in one transaction. When the provider has a live subscription by
 * now, the charge is refunded instead and the answer is false.
 */
export async function startSubscription(
  db: Database,
  charger: CardCharger,
  paid: {
    providerId: number;
    plan: ProPlanRow;
    cycle: TBillingCycle;
    price: number;
    cardId: number | null;
    paymentId: number;
    processorPaymentId: string;
  },
): Promise<boolean> {
  const userId = await userIdOf(db, paid.providerId);
  try {
    await db.transaction(async (tx) => {
      const [subscription] = await tx
        .insert(providerSubscriptions)
        .values({
          providerId: paid.providerId,
          proPlanId: paid.plan.id,
          cycle: paid.cycle,
          status: 'active',
          cardId: paid.cardId,
          priceCents: paid.price,
          startedAt: sql`now()`,
          currentPeriodStart: sql`now()`,
          currentPeriodEnd: sql`now() + ${interval(paid.cycle)}`,
        })
        .returning({ id: providerSubscriptions.id });
      await tx
        .update(cardPayments)
        .set({ subscriptionId: subscription?.id, updatedAt: sql`now()` })
        .where(eq(cardPayments.id, paid.paymentId));
      await tx.update(providers).set({ isProProvider: true }).where(eq(providers.id, paid.providerId));
      await notify(tx, { userId, taskName: PRO_UPGRADE_TASK, text: m.upgradeNotification(paid.plan.title) });
    });
    return true;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Subscribed meanwhile (by another way than this provider's card lock): this charge goes back.
    await refundCharge(db, charger, paid.paymentId, paid.processorPaymentId);
    return false;
  }
}

/**
 * POST /v2/providers/upgrade_package: another plan or billing cycle. The new plan's period is
 * charged now and starts today (a cancelled plan becomes active again). Without a subscription it
 * subscribes, like upgrade_to_pro. Under the provider's card lock, like it.
 */
export function upgradePackage(options: ChangeOptions): Promise<TSubscriptionChange> {
  return withCardOperation({ db: options.db, providerId: options.providerId, operation: 'subscription' }, () =>
    changePackage(options),
  );
}

async function changePackage(options: ChangeOptions): Promise<TSubscriptionChange> {
  const { db, charger, providerId, cycle } = options;
  const live = await findLiveSubscription(db, providerId);
  if (!live) return subscribe(options);
  const { plan, price, card } = await prepare(options);
  const key = `subscription:change:${live.id}:${options.requestKey ?? randomUUID()}`;
  const [earlier] = await db
    .select({ id: cardPayments.id, status: cardPayments.status })
    .from(cardPayments)
    .where(eq(cardPayments.processorIdempotencyKey, key));
  if (earlier?.status === 'succeeded' && (await appliedSubscriptionOf(db, earlier.id)))
    return answer(db, providerId, earlier.id);
  if (live.proPlanId === plan.id && live.cycle === cycle && live.status === 'active')
    throw new AppError('invalid', m.samePlanAndCycle);
  const charge = await chargeSavedCard({
    db,
    charger,
    providerId,
    card,
    amountCents: price,
    purpose: 'subscription',
    idempotencyKey: key,
    description: `Pro+ ${plan.title} (${cycle})`,
    subscriptionId: null,
    proPlanId: plan.id,
    cycle,
  });
  if (!charge.ok) throw declined(charge.message);
  await applyChange(db, { subscriptionId: live.id, plan, cycle, price, cardId: card.id, paymentId: charge.paymentId });
  return answer(db, providerId, charge.paymentId);
}

export async function applyChange(
  db: Database,
  change: {
    subscriptionId: number;
    plan: ProPlanRow;
    cycle: TBillingCycle;
    price: number;
    cardId: number | null;
    paymentId: number;
  },
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(providerSubscriptions)
      .set({
        proPlanId: change.plan.id,
        cycle: change.cycle,
        status: 'active',
        cardId: change.cardId,
        priceCents: change.price,
        currentPeriodStart: sql`now()`,
        currentPeriodEnd: sql`now() + ${interval(change.cycle)}`,
        cancelAtPeriodEnd: false,
        cancelledAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(providerSubscriptions.id, change.subscriptionId))
      .returning({ providerId: providerSubscriptions.providerId });
    await tx
      .update(cardPayments)
      .set({ subscriptionId: change.subscriptionId, updatedAt: sql`now()` })
      .where(eq(cardPayments.id, change.paymentId));
    if (row) await tx.update(providers).set({ isProProvider: true }).where(eq(providers.id, row.providerId));
  });
}

/** The caller's own subscription by id (another provider's answers as not found). */
async function ownSubscription(db: Database, providerId: number, subscriptionId: number) {
  const [row] = await db
    .select()
    .from(providerSubscriptions)
    .where(and(eq(providerSubscriptions.id, subscriptionId), eq(providerSubscriptions.providerId, providerId)));
  if (!row) throw new AppError('not_found', m.subscriptionNotFound);
  return row;
}

/** POST /v2/providers/cancel_subscription: no more renewals; Pro+ stays on until the period's end. */
export async function cancelSubscription({
  db,
  providerId,
  subscriptionId,
}: {
  db: Database;
  providerId: number;
  subscriptionId: number;
}): Promise<TSubscriptionChange> {
  const row = await ownSubscription(db, providerId, subscriptionId);
  if (row.status === 'expired') throw new AppError('invalid', m.subscriptionEnded);
  const [changed] = await db
    .update(providerSubscriptions)
    .set({ status: 'cancelled', cancelAtPeriodEnd: true, cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(providerSubscriptions.id, row.id), sql`${providerSubscriptions.status} in ('active', 'past_due')`))
    .returning({ id: providerSubscriptions.id });
  if (!changed) throw new AppError('invalid', m.onlyActiveCancelled);
  return answer(db, providerId, null);
}

/** POST /v2/providers/resume_subscription: a cancelled plan before its end renews again. */
export async function resumeSubscription({
  db,
  providerId,
  subscriptionId,
}: {
  db: Database;
  providerId: number;
  subscriptionId: number;
}): Promise<TSubscriptionChange> {
  const row = await ownSubscription(db, providerId, subscriptionId);
  if (row.status === 'expired') throw new AppError('invalid', m.subscriptionEnded);
  const [changed] = await db
    .update(providerSubscriptions)
    .set({ status: 'active', cancelAtPeriodEnd: false, cancelledAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(providerSubscriptions.id, row.id),
        eq(providerSubscriptions.status, 'cancelled'),
        sql`${providerSubscriptions.currentPeriodEnd} > now()`,
      ),
    )
    .returning({ id: providerSubscriptions.id });
  if (!changed)
    throw new AppError('invalid', row.status === 'cancelled' ? m.subscriptionEnded : m.onlyCancelledResumed);
  return answer(db, providerId, null);
}
