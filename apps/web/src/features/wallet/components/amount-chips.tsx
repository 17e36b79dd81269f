import type { TWalletPlan } from '@homebid/contracts/wallet';
import { formatDollars } from '@homebid/contracts/wallet';
import { useId } from 'react';

export interface AmountChipsProps {
  plans: readonly TWalletPlan[];
  selectedId: number | null;
  onSelect: (planId: number) => void;
  legend: string;
  disabled?: boolean;
}

/** The top-up amounts (wallet_plans) as one radio group of chips. */
export function AmountChips({ plans, selectedId, onSelect, legend, disabled }: AmountChipsProps) {
  const name = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {plans.map((plan) => {
          const isSelected = plan.id === selectedId;
          return (
            <label
              key={plan.id}
              className={`inline-flex min-h-11 cursor-pointer items-center rounded-full border px-5 text-base font-semibold tabular-nums has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300 ${isSelected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'}`}
            >
              <input
                type="radio"
                name={name}
                value={plan.id}
                checked={isSelected}
                onChange={() => onSelect(plan.id)}
                className="sr-only"
              />
              {formatDollars(plan.amount)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
