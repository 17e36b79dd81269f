import { AVAILABLE_SORT_LABELS, AVAILABLE_SORTS, type TAvailableSort } from '@homebid/contracts/projects';
import { useEffect, useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { projectScreenTexts as t } from '../texts';

/** The order and the budget and distance filters as the URL keeps them ('' when not chosen). */
export interface AvailableOrder {
  sort: TAvailableSort;
  minBudget: string;
  maxBudget: string;
  maxDistance: string;
}

export interface AvailableProjectsOrderProps {
  order: AvailableOrder;
  onChange: (change: Partial<AvailableOrder>) => void;
  /** The minimum budget is above the maximum (the list then ignores both). */
  isBudgetInvalid: boolean;
  budgetErrorId: string;
}

/** The Distance choices, in miles. */
export const DISTANCE_CHOICES = [5, 10, 25, 50, 100] as const;
/** Typing settles for this long before a budget bound is applied. */
const BUDGET_DEBOUNCE_MS = 400;

/** A whole-dollar field that applies its value once typing settles. */
function BudgetField({
  label,
  value,
  onApply,
  isInvalid,
  errorId,
}: {
  label: string;
  value: string;
  onApply: (value: string) => void;
  isInvalid: boolean;
  errorId: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onApply(text), BUDGET_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onApply]);
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      value={text}
      aria-invalid={isInvalid || undefined}
      aria-describedby={isInvalid ? errorId : undefined}
      onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
      className="[&_input]:px-2 sm:[&_input]:px-3"
    />
  );
}

/** Sort by, Budget (min, max) and Distance, beside the title, date and location filters. */
export function AvailableProjectsOrder({
  order,
  onChange,
  isBudgetInvalid,
  budgetErrorId,
}: AvailableProjectsOrderProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)]">
      <SelectField
        label={t.sortBy}
        value={order.sort}
        onChange={(event) => onChange({ sort: event.target.value as TAvailableSort })}
      >
        {AVAILABLE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {AVAILABLE_SORT_LABELS[sort]}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-2 gap-3 sm:col-span-2 sm:row-start-2 lg:col-span-1 lg:row-start-auto">
        <BudgetField
          label={t.minBudget}
          value={order.minBudget}
          onApply={(minBudget) => onChange({ minBudget })}
          isInvalid={isBudgetInvalid}
          errorId={budgetErrorId}
        />
        <BudgetField
          label={t.maxBudget}
          value={order.maxBudget}
          onApply={(maxBudget) => onChange({ maxBudget })}
          isInvalid={isBudgetInvalid}
          errorId={budgetErrorId}
        />
      </div>
      <SelectField
        label={t.maxDistance}
        value={order.maxDistance}
        onChange={(event) => onChange({ maxDistance: event.target.value })}
      >
        <option value="">{t.anyDistance}</option>
        {DISTANCE_CHOICES.map((miles) => (
          <option key={miles} value={String(miles)}>
            {t.withinMiles(miles)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
