import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { subscriptionsKeys } from './query-keys';
import { syncProStatus } from './sync-session';

/** GET /v2/providers/current_package: package and subscription; the subscription id is kept locally. */
export const currentPackageQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionsKeys.currentPackage(),
    queryFn: async ({ signal }) => {
      const { data } = await apiCall(endpoints.getCurrentPackage, { signal });
      syncProStatus(data.is_pro_provider, data.subscription?.id);
      return data;
    },
  });

export function useCurrentPackage() {
  return useQuery(currentPackageQueryOptions());
}
