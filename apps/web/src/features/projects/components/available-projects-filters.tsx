import { type FormEvent, useEffect, useId, useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { projectScreenTexts as t } from '../texts';
import { type AvailableOrder, AvailableProjectsOrder } from './available-projects-order';
import { SearchIcon } from './project-icons';

/** The Available Projects filters as the URL keeps them (spec §2); dates are YYYY-MM-DD. */
export interface AvailableFilters extends AvailableOrder {
  search: string;
  startDate: string;
  endDate: string;
  /** A city of the provider's areas, or '' for All. */
  location: string;
}

export interface AvailableProjectsFiltersProps {
  filters: AvailableFilters;
  /** The provider's area cities (the answer's `locations`). */
  locations: string[];
  onChange: (change: Partial<AvailableFilters>) => void;
  onClear: () => void;
  canClear: boolean;
}

/** Typing settles for this long before the title search is applied. */
const SEARCH_DEBOUNCE_MS = 300;

/** Both budget bounds are set and the minimum is above the maximum. */
export const isBudgetRangeInvalid = (filters: Pick<AvailableOrder, 'minBudget' | 'maxBudget'>) =>
  filters.minBudget !== '' && filters.maxBudget !== '' && Number(filters.minBudget) > Number(filters.maxBudget);

/** Title search, date range and location (spec §2 Available Projects), then order, budget and distance. */
export function AvailableProjectsFilters({
  filters,
  locations,
  onChange,
  onClear,
  canClear,
}: AvailableProjectsFiltersProps) {
  const [text, setText] = useState(filters.search);
  const rangeErrorId = useId();
  const budgetErrorId = useId();

  // The URL changed elsewhere (back, forward, Clear filters): the field follows.
  useEffect(() => setText(filters.search), [filters.search]);

  useEffect(() => {
    if (text === filters.search) return;
    const timer = setTimeout(() => onChange({ search: text }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters.search, onChange]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text !== filters.search) onChange({ search: text });
  };

  const isRangeInvalid = filters.startDate > filters.endDate;
  const isBudgetInvalid = isBudgetRangeInvalid(filters);
  // A city in the URL that is no longer an area still shows as chosen.
  const cities =
    filters.location && !locations.includes(filters.location) ? [filters.location, ...locations] : locations;

  return (
    <search
      aria-label={t.filtersLabel}
      className="block rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <form onSubmit={onSubmit}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.2fr)]">
          <div className="relative sm:col-span-2 lg:col-span-1">
            <TextField
              label={t.searchLabel}
              type="search"
              value={text}
              placeholder={t.searchPlaceholder}
              autoComplete="off"
              maxLength={120}
              enterKeyHint="search"
              onChange={(event) => setText(event.target.value)}
              className="[&_input]:pl-10"
            />
            <SearchIcon className="pointer-events-none absolute bottom-3 left-3 h-5 w-5 text-slate-400" />
          </div>
          {/* Narrow inputs on phones: less padding keeps the whole date beside the picker icon. */}
          <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-2 [&_input]:px-2 sm:[&_input]:px-3">
            <TextField
              label={t.fromDate}
              type="date"
              value={filters.startDate}
              max={filters.endDate}
              required
              aria-describedby={isRangeInvalid ? rangeErrorId : undefined}
              aria-invalid={isRangeInvalid || undefined}
              onChange={(event) => event.target.value && onChange({ startDate: event.target.value })}
            />
            <TextField
              label={t.toDate}
              type="date"
              value={filters.endDate}
              min={filters.startDate}
              required
              aria-describedby={isRangeInvalid ? rangeErrorId : undefined}
              aria-invalid={isRangeInvalid || undefined}
              onChange={(event) => event.target.value && onChange({ endDate: event.target.value })}
            />
          </div>
          <SelectField
            label={t.location}
            value={filters.location}
            onChange={(event) => onChange({ location: event.target.value })}
            className="sm:col-span-2 lg:col-span-1"
          >
            <option value="">{t.allLocations}</option>
            {cities.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="mt-4">
          <AvailableProjectsOrder
            order={filters}
            onChange={onChange}
            isBudgetInvalid={isBudgetInvalid}
            budgetErrorId={budgetErrorId}
          />
        </div>
        <div
          className={`flex flex-wrap items-center justify-between gap-2 ${isRangeInvalid || isBudgetInvalid || canClear ? 'mt-3' : ''}`}
        >
          <div>
            <p id={rangeErrorId} role="alert" className="text-sm text-red-600 empty:hidden">
              {isRangeInvalid ? t.dateRangeInvalid : ''}
            </p>
            <p id={budgetErrorId} role="alert" className="text-sm text-red-600 empty:hidden">
              {isBudgetInvalid ? t.budgetRangeInvalid : ''}
            </p>
          </div>
          {canClear && (
            <button
              type="button"
              onClick={onClear}
              className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t.clearFilters}
            </button>
          )}
        </div>
      </form>
    </search>
  );
}
