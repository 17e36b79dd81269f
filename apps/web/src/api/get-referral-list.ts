import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { referenceKeys } from './query-keys';

/** Spec §7 GET /referral_list: where a provider heard of HomeBid. */
export async function getReferralList(signal?: AbortSignal) {
  return (await apiCall(endpoints.listReferrals, { signal })).data;
}

export const referralListQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.referralList(),
    queryFn: ({ signal }) => getReferralList(signal),
    staleTime: 10 * 60_000,
  });

export function useReferralList() {
  return useQuery(referralListQueryOptions());
}
