import { describe, expect, it } from 'vitest';
import {
  type CyclePlan,
  chargeFor,
  cycleForPlan,
  defaultPlanId,
  isUpgradeDisabled,
  normaliseCycle,
  planPrice,
  priceForCycle,
  renewalDate,
  yearlySavingPercent,
} from './billing-cycle';

const both: CyclePlan = { id: 1, allow_monthly: true, allow_yearly: true, monthly_price: 29.99, yearly_price: 299.5 };
const yearlyOnly: CyclePlan = {
  id: 2,
  allow_monthly: false,
  allow_yearly: true,
  monthly_price: null,
  yearly_price: 499.9,
};
const monthlyOnly: CyclePlan = {
  id: 3,
  allow_monthly: true,
  allow_yearly: false,
  monthly_price: 9,
  yearly_price: null,
};

describe('billing cycle (spec §4, §9)', () => {
  it("normalises 'yearly' to 'annual'", () => {
    expect(normaliseCycle('yearly')).toBe('annual');
    expect(normaliseCycle('annual')).toBe('annual');
    expect(normaliseCycle('monthly')).toBe('monthly');
    expect(normaliseCycle('weekly')).toBeNull();
    expect(normaliseCycle(null)).toBeNull();
  });

  it('switches to the other allowed cycle when the chosen plan lacks the chosen one', () => {
    expect(cycleForPlan(yearlyOnly, 'monthly')).toBe('annual');
    expect(cycleForPlan(monthlyOnly, 'annual')).toBe('monthly');
    expect(cycleForPlan(both, 'annual')).toBe('annual');
    expect(cycleForPlan(both, null)).toBe('monthly');
    expect(cycleForPlan({ id: 9, allow_monthly: false, allow_yearly: false }, 'monthly')).toBeNull();
  });

  it('selects the current plan by default, else the first', () => {
    expect(defaultPlanId([both, yearlyOnly], 2)).toBe(2);
    expect(defaultPlanId([both, yearlyOnly], 7)).toBe(1);
    expect(defaultPlanId([], 7)).toBeNull();
  });

  it('disables the upgrade for the current plan with the same cycle, no card or no cycle', () => {
    const choice = {
      selectedPlanId: 1,
      selectedCycle: 'monthly',
      currentPlanId: 1,
      currentCycle: 'monthly',
      cardId: 5,
    } as const;
    expect(isUpgradeDisabled(choice)).toBe(true);
    expect(isUpgradeDisabled({ ...choice, selectedCycle: 'annual' })).toBe(false);
    expect(isUpgradeDisabled({ ...choice, selectedPlanId: 2 })).toBe(false);
    expect(isUpgradeDisabled({ ...choice, selectedPlanId: 2, cardId: null })).toBe(true);
    expect(isUpgradeDisabled({ ...choice, selectedPlanId: 2, selectedCycle: null })).toBe(true);
    expect(isUpgradeDisabled({ ...choice, currentPlanId: null, currentCycle: null })).toBe(false);
  });

  it('shows monthly_price if present, else the floored yearly price, per month or year', () => {
    expect(planPrice(both)).toEqual({ amount: 29.99, period: 'month' });
    expect(planPrice(yearlyOnly)).toEqual({ amount: 499, period: 'year' });
    expect(priceForCycle(both, 'annual')).toBe(299);
    expect(priceForCycle(yearlyOnly, 'monthly')).toBeNull();
    expect(yearlySavingPercent(both)).toBe(16);
    expect(yearlySavingPercent(yearlyOnly)).toBeNull();
  });
});

describe('the charge summary (CONFIRM DETAILS shows what will be charged before anything is)', () => {
  it('charges the exact price of the cycle (not the floored one the cards show)', () => {
    expect(chargeFor(both, 'annual')).toBe(299.5);
    expect(priceForCycle(both, 'annual')).toBe(299);
    expect(chargeFor(both, 'monthly')).toBe(29.99);
    expect(chargeFor(yearlyOnly, 'monthly')).toBeNull();
  });

  it('renews a month or a year after the charge', () => {
    const paid = new Date('2026-11-25T23:30:00.000Z');
    expect(renewalDate(paid, 'monthly').toISOString()).toBe('2026-12-25T23:30:00.000Z');
    expect(renewalDate(paid, 'annual').toISOString()).toBe('2027-11-25T23:30:00.000Z');
    // Like PostgreSQL's intervals: the end of a shorter month, the 28th of a February.
    expect(renewalDate(new Date('2027-01-31T10:00:00.000Z'), 'monthly').toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(renewalDate(new Date('2028-02-29T10:00:00.000Z'), 'annual').toISOString()).toBe('2029-02-28T10:00:00.000Z');
  });
});
