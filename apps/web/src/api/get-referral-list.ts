import type { TReferral } from '@homebid/contracts/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** Spec §7 GET /referral_list: where a provider heard of HomeBid. */
export async function getReferralList(signal?: AbortSignal): Promise<TReferral[]> {
  return (await apiGet<{ data: TReferral[] }>('/referral_list', { signal, keepSessionOnAuthError: true })).data;
}

export const referralListQueryOptions = () =>
  queryOptions({
    queryKey: ['referral_list'],
    queryFn: ({ signal }) => getReferralList(signal),
    staleTime: 10 * 60_000,
  });

export function useReferralList() {
  return useQuery(referralListQueryOptions());
}
