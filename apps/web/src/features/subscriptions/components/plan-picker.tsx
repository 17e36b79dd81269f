import { type TProPlan, subscriptionMessages as t } from '@homebid/contracts/subscriptions';
import { useId } from 'react';
import { allowedCycles, type BillingCycle, cycleForPlan, planPrice, priceForCycle } from '../utils/billing-cycle';

const usd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;

export interface PlanChoice {
  planId: number | null;
  cycle: BillingCycle | null;
}

export interface PlanPickerProps {
  plans: readonly TProPlan[];
  value: PlanChoice;
  onChange: (choice: PlanChoice) => void;
  /** The plan the provider is on (marked 'Current plan'). */
  currentPlanId?: number | null;
  disabled?: boolean;
}

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600"
    >
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * The plan cards with 'Select Plan' and the Monthly/Yearly choice (spec §2, §4): choosing a plan
 * that lacks the chosen cycle switches to its other cycle; a cycle the selected plan lacks is disabled.
 */
export function PlanPicker({ plans, value, onChange, currentPlanId, disabled }: PlanPickerProps) {
  const cycleName = useId();
  const selected = plans.find((plan) => plan.id === value.planId) ?? null;
  const offered = selected ? allowedCycles(selected) : [];

  const selectPlan = (plan: TProPlan) => onChange({ planId: plan.id, cycle: cycleForPlan(plan, value.cycle) });

  return (
    <div className="space-y-5">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {plans.map((plan) => {
          const isSelected = plan.id === value.planId;
          const price = planPrice(plan);
          const isCurrent = plan.id === currentPlanId;
          return (
            <li
              key={plan.id}
              className={`flex flex-col rounded-2xl border bg-white p-5 shadow-sm ${isSelected ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'}`}
            >
              <div className="flex items-start justify-between gap-2">
                <h3 className="text-lg font-semibold text-slate-900">{plan.title}</h3>
                {isCurrent && (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    Current plan
                  </span>
                )}
                {!isCurrent && plan.annual_price_discount != null && plan.annual_price_discount > 0 && (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    Save {plan.annual_price_discount}% yearly
                  </span>
                )}
              </div>
              <p className="mt-2">
                {price.amount == null ? (
                  <span className="text-slate-500">—</span>
                ) : (
                  <>
                    <span className="text-3xl font-bold tabular-nums">{usd(price.amount)}</span>
                    <span className="text-slate-500"> / {price.period}</span>
                  </>
                )}
              </p>
              {plan.allow_yearly && plan.allow_monthly && plan.discounted_annual_price != null && (
                <p className="text-sm text-slate-600">
                  or {usd(Math.floor(plan.discounted_annual_price))} / year
                  {plan.annual_price != null && (
                    <>
                      {' '}
                      (<s>{usd(Math.floor(plan.annual_price))}</s>)
                    </>
                  )}
                </p>
              )}
              <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
                {(plan.features.length > 0 ? plan.features : [t.featuresFallback]).map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <CheckIcon />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                disabled={disabled}
                aria-pressed={isSelected}
                aria-label={`${t.selectPlan}: ${plan.title}`}
                onClick={() => selectPlan(plan)}
                className={`mt-5 inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold disabled:opacity-50 ${isSelected ? 'bg-brand-700 text-white' : 'border border-brand-700 text-brand-700 hover:bg-brand-50'}`}
              >
                {isSelected ? `✓ ${t.selectPlan}` : t.selectPlan}
              </button>
            </li>
          );
        })}
      </ul>

      <fieldset disabled={disabled || !selected}>
        <legend className="mb-2 text-sm font-semibold text-slate-700">Billing cycle</legend>
        <div className="inline-flex rounded-xl border border-slate-300 bg-white p-1">
          {(['monthly', 'annual'] as const).map((cycle) => {
            const isOffered = offered.includes(cycle);
            const isChecked = value.cycle === cycle;
            const price = selected ? priceForCycle(selected, cycle) : null;
            return (
              <label
                key={cycle}
                className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-4 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300 ${isChecked ? 'bg-brand-700 text-white' : 'text-slate-700'} ${isOffered ? '' : 'cursor-not-allowed opacity-40'}`}
              >
                <input
                  type="radio"
                  name={cycleName}
                  value={cycle}
                  checked={isChecked}
                  disabled={!isOffered}
                  onChange={() => onChange({ planId: value.planId, cycle })}
                  className="sr-only"
                />
                {cycle === 'monthly' ? t.monthly : t.yearly}
                {price != null && <span className="font-normal tabular-nums">{usd(price)}</span>}
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
