import type { TBillingCycle, TCurrentPackage, TSubscriptionStatus } from '@homebid/contracts/subscriptions';
import type { Database } from '@homebid/db/client';
import { paymentCards, proPlans, providerSubscriptions, providers } from '@homebid/db/schema';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { planToJson } from './pro-plans';

export const LIVE_STATUSES = ['active', 'cancelled', 'past_due'] as const;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The provider's live subscription row (active, cancelled until its end, past due), if any. */
export async function findLiveSubscription(db: Database, providerId: number) {
  const [row] = await db
    .select()
    .from(providerSubscriptions)
    .where(
      and(eq(providerSubscriptions.providerId, providerId), inArray(providerSubscriptions.status, [...LIVE_STATUSES])),
    )
    .orderBy(desc(providerSubscriptions.id))
    .limit(1);
  return row ?? null;
}

/** GET /v2/providers/current_package: the live subscription and its plan, and the Pro flag. */
export async function loadCurrentPackage(db: Database, providerId: number): Promise<TCurrentPackage> {
  const [row] = await db
    .select({ subscription: providerSubscriptions, plan: proPlans, last4: paymentCards.last4 })
    .from(providerSubscriptions)
    .innerJoin(proPlans, eq(proPlans.id, providerSubscriptions.proPlanId))
    .leftJoin(paymentCards, eq(paymentCards.id, providerSubscriptions.cardId))
    .where(
      and(eq(providerSubscriptions.providerId, providerId), inArray(providerSubscriptions.status, [...LIVE_STATUSES])),
    )
    .orderBy(desc(providerSubscriptions.id))
    .limit(1);
  const [provider] = await db
    .select({ isPro: providers.isProProvider })
    .from(providers)
    .where(eq(providers.id, providerId));
  const isPro = provider?.isPro ?? false;
  if (!row) return { package: null, subscription: null, is_pro_provider: isPro, package_status: null };
  const { subscription: s, plan } = row;
  const json = planToJson(plan);
  return {
    package: {
      id: json.id,
      title: json.title,
      monthly_price: json.monthly_price,
      yearly_price: json.yearly_price,
      features: json.features,
      allow_monthly: json.allow_monthly,
      allow_yearly: json.allow_yearly,
      skip_wallet: json.skip_wallet,
    },
    subscription: {
      id: s.id,
      plan: s.cycle as TBillingCycle,
      status: s.status as TSubscriptionStatus,
      start_date: s.startedAt.toISOString(),
      next_cycle_start: s.status === 'cancelled' ? null : s.currentPeriodEnd.toISOString(),
      end_date: s.currentPeriodEnd.toISOString(),
      cancelled_at: iso(s.cancelledAt),
      amount: s.priceCents / 100,
      card_last4: row.last4 ?? null,
    },
    is_pro_provider: isPro,
    package_status: s.status === 'cancelled' ? 'cancelled' : 'active',
  };
}
