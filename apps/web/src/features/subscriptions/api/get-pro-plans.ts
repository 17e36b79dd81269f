import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { subscriptionsKeys } from './query-keys';

/** GET /v2/providers/pro_plans: the plans on offer. */
export const proPlansQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionsKeys.plans(),
    queryFn: async ({ signal }) => (await apiCall(endpoints.listProPlans, { signal })).data,
  });

export function useProPlans() {
  return useQuery(proPlansQueryOptions());
}
