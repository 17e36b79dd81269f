// The Available Projects filters as the page's address holds them: the page reads its filters
// from these parameters (so reload and back keep them), and a saved search opens the page with
// them (so every filter it saved comes back).
import { AVAILABLE_SORTS } from '@homebid/contracts/projects';
import { paths } from '@/config/paths';

/** The URL's search parameter of each filter. */
export const AVAILABLE_FILTER_PARAMS = {
  search: 'q',
  startDate: 'from',
  endDate: 'to',
  location: 'location',
  sort: 'sort',
  minBudget: 'min_budget',
  maxBudget: 'max_budget',
  maxDistance: 'distance',
} as const;

export type AvailableFilterValues = Partial<Record<keyof typeof AVAILABLE_FILTER_PARAMS, string | number | null>>;

/** Whether a filter's value goes into the address: set, and not the default order (Newest). */
export const isFilterSet = (key: keyof typeof AVAILABLE_FILTER_PARAMS, value: string | number | null | undefined) =>
  value !== undefined && value !== null && value !== '' && !(key === 'sort' && value === AVAILABLE_SORTS[0]);

/** Available Projects' first page with these filters. */
export function availableProjectsUrl(filters: AvailableFilterValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters) as [keyof typeof AVAILABLE_FILTER_PARAMS, string | number][]) {
    if (isFilterSet(key, value)) params.set(AVAILABLE_FILTER_PARAMS[key], String(value));
  }
  const query = params.toString();
  return query ? `${paths.projects('all', 1)}?${query}` : paths.projects('all', 1);
}
