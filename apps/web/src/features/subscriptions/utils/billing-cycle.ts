// Spec §4 'Billing cycle' and §9: the rules of the plan grid on /become-pro and /pro-plus.

/** The manage page's cycles; become-pro says 'yearly', normalised to 'annual' here. */
export type BillingCycle = 'monthly' | 'annual';

/** The fields of a plan these rules read (spec §3 Plan). */
export interface CyclePlan {
  id: number;
  allow_monthly: boolean;
  allow_yearly: boolean;
  monthly_price?: number | null;
  yearly_price?: number | null;
}

/** 'yearly' and 'annual' are one cycle; anything else that is not 'monthly' is none. */
export function normaliseCycle(value: string | null | undefined): BillingCycle | null {
  if (value === 'monthly') return 'monthly';
  if (value === 'annual' || value === 'yearly') return 'annual';
  return null;
}

export function allowedCycles(plan: CyclePlan): BillingCycle[] {
  const cycles: BillingCycle[] = [];
  if (plan.allow_monthly) cycles.push('monthly');
  if (plan.allow_yearly) cycles.push('annual');
  return cycles;
}

/**
 * The cycle to show selected for a plan: the one chosen if the plan allows it, otherwise the
 * other allowed cycle (the automatic switch), or none when the plan allows no cycle.
 */
export function cycleForPlan(plan: CyclePlan, chosen: BillingCycle | null): BillingCycle | null {
  const allowed = allowedCycles(plan);
  if (chosen && allowed.includes(chosen)) return chosen;
  return allowed[0] ?? null;
}

/** Selected plan defaults to the current plan when it is in the grid, else the first. */
export function defaultPlanId(plans: readonly CyclePlan[], currentPlanId: number | null | undefined): number | null {
  if (currentPlanId != null && plans.some((plan) => plan.id === currentPlanId)) return currentPlanId;
  return plans[0]?.id ?? null;
}

export interface UpgradeChoice {
  selectedPlanId: number | null;
  selectedCycle: BillingCycle | null;
  currentPlanId: number | null | undefined;
  currentCycle: BillingCycle | null | undefined;
  cardId: string | number | null | undefined;
}

/**
 * Upgrade is disabled when the selected plan equals the current plan with the cycle unchanged,
 * when no card is chosen, or when no cycle is chosen (spec §4).
 */
export function isUpgradeDisabled(choice: UpgradeChoice): boolean {
  if (choice.selectedPlanId == null || !choice.selectedCycle || choice.cardId == null || choice.cardId === '') {
    return true;
  }
  return choice.selectedPlanId === choice.currentPlanId && choice.selectedCycle === (choice.currentCycle ?? null);
}

/**
 * The price a plan card shows (spec §9): monthly_price if present, else yearly_price; the
 * period is month when monthly is allowed, otherwise year. Annual prices are floored.
 */
export function planPrice(plan: CyclePlan): { amount: number | null; period: 'month' | 'year' } {
  const period = plan.allow_monthly ? 'month' : 'year';
  if (plan.monthly_price != null && plan.monthly_price > 0) return { amount: plan.monthly_price, period };
  if (plan.yearly_price != null) return { amount: Math.floor(plan.yearly_price), period };
  return { amount: null, period };
}

/** The price of a plan for one cycle (annual floored), or null when the plan lacks it. */
export function priceForCycle(plan: CyclePlan, cycle: BillingCycle): number | null {
  if (cycle === 'monthly') return plan.allow_monthly ? (plan.monthly_price ?? null) : null;
  return plan.allow_yearly && plan.yearly_price != null ? Math.floor(plan.yearly_price) : null;
}

/** The yearly saving against twelve monthly payments, in whole percent (floored), or null. */
export function yearlySavingPercent(plan: CyclePlan): number | null {
  if (!plan.monthly_price || plan.yearly_price == null || !plan.allow_monthly || !plan.allow_yearly) return null;
  const full = plan.monthly_price * 12;
  const saving = Math.floor(((full - plan.yearly_price) / full) * 100);
  return saving > 0 ? saving : null;
}

/** What the card is charged for a plan and cycle (the server's price, not floored), or null. */
export function chargeFor(plan: CyclePlan, cycle: BillingCycle): number | null {
  if (cycle === 'monthly') return plan.allow_monthly ? (plan.monthly_price ?? null) : null;
  return plan.allow_yearly ? (plan.yearly_price ?? null) : null;
}

/**
 * When a period paid at `from` ends and the plan renews: a month or a year later, as PostgreSQL's
 * interval adds it (Jan 31 + 1 month = Feb 28 or 29).
 */
export function renewalDate(from: Date, cycle: BillingCycle): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + (cycle === 'monthly' ? 1 : 12));
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
