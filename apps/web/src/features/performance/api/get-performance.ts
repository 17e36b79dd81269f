import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';

/** The period the page shows, in calendar months. */
export const PERFORMANCE_MONTHS = 12;

export const performanceKeys = {
  all: ['performance'] as const,
  period: (months: number) => [...performanceKeys.all, months] as const,
};

/** GET /api/performance: per month and per service, what the money spent on leads earns. */
export function performanceQueryOptions(months = PERFORMANCE_MONTHS) {
  return queryOptions({
    queryKey: performanceKeys.period(months),
    queryFn: async ({ signal }) => (await apiCall(endpoints.getPerformance, { query: { months }, signal })).data,
  });
}

export function usePerformance(months = PERFORMANCE_MONTHS) {
  return useQuery(performanceQueryOptions(months));
}
