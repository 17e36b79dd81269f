import type { TBusinessInfo, TBusinessInfoSaved } from '@homebid/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getSession, updateSessionUser } from '@/lib/session';

/** Spec §7 POST /v1/providers/signup/business-info (signed in): company, areas and services. */
export async function submitBusinessInfo(provider: TBusinessInfo): Promise<TBusinessInfoSaved> {
  const { body } = await apiRequest<{ data: TBusinessInfoSaved }>('/v1/providers/signup/business-info', {
    method: 'POST',
    body: { provider },
    keepSessionOnAuthError: true,
  });
  const { provider_locations: _areas, serviced_zipcodes_count: _count, ...user } = body.data;
  if (getSession()) updateSessionUser(user);
  return body.data;
}

export function useSubmitBusinessInfo() {
  return useMutation({ mutationFn: submitBusinessInfo });
}
