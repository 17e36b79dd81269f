import type { TBillingCycle, TProPlan } from '@homebid/contracts/subscriptions';
import type { Database } from '@homebid/db/client';
import { proPlans } from '@homebid/db/schema';
import { and, asc, eq } from 'drizzle-orm';

export type ProPlanRow = typeof proPlans.$inferSelect;

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

/** Spec §3 Plan: prices in dollars, the yearly saving against twelve monthly payments. */
export function planToJson(plan: ProPlanRow): TProPlan {
  const monthly = plan.allowMonthly ? plan.monthlyPriceCents : null;
  const yearly = plan.allowYearly ? plan.yearlyPriceCents : null;
  const annual = monthly === null ? null : monthly * 12;
  const saving = annual !== null && yearly !== null ? Math.max(0, annual - yearly) : null;
  return {
    id: plan.id,
    title: plan.title,
    features: Array.isArray(plan.features) ? plan.features.filter((f): f is string => typeof f === 'string') : [],
    monthly_price: dollars(monthly),
    yearly_price: dollars(yearly),
    annual_price: dollars(annual),
    discounted_annual_price: dollars(yearly),
    total_discount_value: dollars(saving),
    annual_price_discount: saving !== null && annual ? Math.floor((saving * 100) / annual) : null,
    allow_monthly: plan.allowMonthly,
    allow_yearly: plan.allowYearly,
    skip_wallet: plan.skipWallet,
  };
}

/** The plans on offer, in the operator's order. */
export async function listProPlans(db: Database): Promise<TProPlan[]> {
  const rows = await db
    .select()
    .from(proPlans)
    .where(eq(proPlans.isActive, true))
    .orderBy(asc(proPlans.position), asc(proPlans.id));
  return rows.map(planToJson);
}

export async function findActivePlan(db: Database, id: number): Promise<ProPlanRow | null> {
  const [plan] = await db
    .select()
    .from(proPlans)
    .where(and(eq(proPlans.id, id), eq(proPlans.isActive, true)));
  return plan ?? null;
}

/** The price of one period of `cycle`, or null when the plan does not offer it. */
export function priceOf(plan: ProPlanRow, cycle: TBillingCycle): number | null {
  if (cycle === 'monthly') return plan.allowMonthly ? plan.monthlyPriceCents : null;
  return plan.allowYearly ? plan.yearlyPriceCents : null;
}

/** SQL interval of one period. */
export const PERIOD_INTERVAL: Record<TBillingCycle, string> = { monthly: '1 month', annual: '1 year' };
