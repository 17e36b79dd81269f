import type { TBusinessInfo, TBusinessInfoSaved } from '@homebid/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { getSession, updateSessionUser } from '@/lib/session';

/** Spec §7 POST /v1/providers/signup/business-info (signed in): company, areas and services. */
export async function submitBusinessInfo(provider: TBusinessInfo): Promise<TBusinessInfoSaved> {
  const { data } = await apiCall(endpoints.submitBusinessInfo, { body: { provider } });
  const { provider_locations: _areas, serviced_zipcodes_count: _count, ...user } = data;
  if (getSession()) updateSessionUser(user);
  return data;
}

export function useSubmitBusinessInfo() {
  return useMutation({ mutationFn: submitBusinessInfo });
}
