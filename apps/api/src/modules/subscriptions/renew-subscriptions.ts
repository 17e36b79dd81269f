import {
  subscriptionMessages as m,
  PRO_TASK,
  RENEWAL_GRACE_DAYS,
  type TBillingCycle,
} from '@homebid/contracts/subscriptions';
import type { Database } from '@homebid/db/client';
import { cardPayments, paymentCards, providerSubscriptions, providers } from '@homebid/db/schema';
import { and, asc, eq, inArray, isNull, like, lte, sql } from 'drizzle-orm';
import { notify } from '../notifications';
import { tryCardOperation } from '../payments';
import type { CardCharger } from './card-charger';
import { chargeSavedCard } from './charge-saved-card';
import { findActivePlan, PERIOD_INTERVAL, priceOf } from './pro-plans';

export interface RenewalResult {
  renewed: number;
  failed: number;
  expired: number;
}

/**
 * The renewal job. Ends cancelled subscriptions whose period is over and past-due ones beyond the
 * grace days (Pro off), then charges every active or past-due subscription whose period ended.
 * Each period is charged at most once: attempts carry the period in their idempotency key, and a
 * succeeded attempt for the period is applied instead of charging again. Run by one process at a
 * time (the scheduler's claim).
 */
export async function renewSubscriptions({
  db,
  charger,
}: {
  db: Database;
  charger: CardCharger;
}): Promise<RenewalResult> {
  const expired = await expireEnded(db);
  let renewed = 0;
  let failed = 0;
  for (const found of await dueSubscriptions(db)) {
    // One card operation of a provider at a time; a busy provider is renewed at the next run.
    await tryCardOperation({ db, providerId: found.providerId, operation: 'renewal', waitMs: 0 }, async () => {
      const [row] = await dueSubscriptions(db, found.id);
      if (!row) return;
      if (await renewOne(db, charger, row)) renewed++;
      else failed++;
    });
  }
  return { renewed, failed, expired };
}

const dueSubscriptions = (db: Database, id?: number) =>
  db
    .select({
      id: providerSubscriptions.id,
      providerId: providerSubscriptions.providerId,
      userId: providers.userId,
      proPlanId: providerSubscriptions.proPlanId,
      cycle: sql<TBillingCycle>`${providerSubscriptions.cycle}`,
      status: providerSubscriptions.status,
      cardId: providerSubscriptions.cardId,
      priceCents: providerSubscriptions.priceCents,
      periodEnd: providerSubscriptions.currentPeriodEnd,
    })
    .from(providerSubscriptions)
    .innerJoin(providers, eq(providers.id, providerSubscriptions.providerId))
    .where(
      and(
        inArray(providerSubscriptions.status, ['active', 'past_due']),
        lte(providerSubscriptions.currentPeriodEnd, sql`now()`),
        id === undefined ? undefined : eq(providerSubscriptions.id, id),
      ),
    )
    .orderBy(asc(providerSubscriptions.currentPeriodEnd), asc(providerSubscriptions.id))
    .limit(500);

type DueSubscription = Awaited<ReturnType<typeof dueSubscriptions>>[number];

async function expireEnded(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(providerSubscriptions)
      .set({ status: 'expired', endedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        sql`(${providerSubscriptions.status} = 'cancelled' and ${providerSubscriptions.currentPeriodEnd} <= now())
          or (${providerSubscriptions.status} = 'past_due'
            and ${providerSubscriptions.currentPeriodEnd} + ${`${RENEWAL_GRACE_DAYS} days`}::interval <= now())`,
      )
      .returning({ providerId: providerSubscriptions.providerId });
    for (const { providerId } of ended) await setProFromSubscriptions(tx, providerId);
    return ended.length;
  });
}

/** providers.is_pro_provider follows the subscription: on while one is live. */
export async function setProFromSubscriptions(db: Database, providerId: number) {
  await db
    .update(providers)
    .set({
      isProProvider: sql`exists (select 1 from provider_subscriptions s where s.provider_id = ${providerId}
        and s.status in ('active', 'cancelled', 'past_due'))`,
    })
    .where(eq(providers.id, providerId));
}

async function renewOne(db: Database, charger: CardCharger, row: DueSubscription): Promise<boolean> {
  const { periodEnd } = row;
  const periodKey = `subscription:renewal:${row.id}:${periodEnd.toISOString()}`;
  const plan = await findActivePlan(db, row.proPlanId);
  const price = (plan && priceOf(plan, row.cycle)) ?? row.priceCents;
  // A succeeded charge for this period (a run that died before applying it) is applied, not repeated.
  const [paid] = await db
    .select({ id: cardPayments.id })
    .from(cardPayments)
    .where(and(like(cardPayments.processorIdempotencyKey, `${periodKey}:%`), eq(cardPayments.status, 'succeeded')));
  let paymentId = paid?.id;
  if (paymentId === undefined) {
    const [card] = row.cardId
      ? await db
          .select()
          .from(paymentCards)
          .where(and(eq(paymentCards.id, row.cardId), isNull(paymentCards.deletedAt)))
      : [];
    const [{ attempts, unsettled } = { attempts: 0, unsettled: null }] = await db
      .select({
        attempts: sql<number>`count(*)::int`,
        // An attempt whose answer never came (the process died, the processor was down) is asked
        // again with its own key rather than charged anew: the processor answers its first result.
        unsettled: sql<
          string | null
        >`max(${cardPayments.processorIdempotencyKey}) filter (where ${cardPayments.status} = 'processing')`,
      })
      .from(cardPayments)
      .where(like(cardPayments.processorIdempotencyKey, `${periodKey}:%`));
    const charge = card
      ? await chargeSavedCard({
          db,
          charger,
          providerId: row.providerId,
          card,
          amountCents: price,
          purpose: 'subscription',
          idempotencyKey: unsettled ?? `${periodKey}:${attempts + 1}`,
          description: `Pro+ ${plan?.title ?? ''} renewal (${row.cycle})`,
          subscriptionId: row.id,
        })
      : null;
    if (!charge?.ok) {
      await db.transaction(async (tx) => {
        const [marked] = await tx
          .update(providerSubscriptions)
          .set({ status: 'past_due', updatedAt: sql`now()` })
          .where(and(eq(providerSubscriptions.id, row.id), eq(providerSubscriptions.status, 'active')))
          .returning({ id: providerSubscriptions.id });
        if (marked)
          await notify(tx, {
            userId: row.userId,
            taskName: PRO_TASK,
            text: m.renewalFailedNotification(plan?.title ?? 'Pro+'),
          });
      });
      return false;
    }
    paymentId = charge.paymentId;
  }
  const interval = sql`${PERIOD_INTERVAL[row.cycle]}::interval`;
  await db.transaction(async (tx) => {
    // Guarded by the period: applied once even if two runs got here.
    const [applied] = await tx
      .update(providerSubscriptions)
      .set({
        status: 'active',
        priceCents: price,
        // The next period follows the last one; after a long outage it starts now instead.
        currentPeriodStart: sql`case when ${providerSubscriptions.currentPeriodEnd} + ${interval} > now()
          then ${providerSubscriptions.currentPeriodEnd} else now() end`,
        currentPeriodEnd: sql`case when ${providerSubscriptions.currentPeriodEnd} + ${interval} > now()
          then ${providerSubscriptions.currentPeriodEnd} else now() end + ${interval}`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(providerSubscriptions.id, row.id),
          // JSON dates keep milliseconds; the column keeps microseconds.
          sql`date_trunc('milliseconds', ${providerSubscriptions.currentPeriodEnd}) = ${periodEnd.toISOString()}::timestamptz`,
        ),
      )
      .returning({ end: providerSubscriptions.currentPeriodEnd });
    if (!applied) return;
    await tx.update(providers).set({ isProProvider: true }).where(eq(providers.id, row.providerId));
    await notify(tx, {
      userId: row.userId,
      taskName: PRO_TASK,
      text: m.renewalNotification(plan?.title ?? 'Pro+', applied.end.toISOString().slice(0, 10)),
    });
  });
  return true;
}
