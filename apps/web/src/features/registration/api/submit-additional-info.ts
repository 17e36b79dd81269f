import type { TAdditionalInfo } from '@homebid/contracts/accounts';
import type { TSessionUser } from '@homebid/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';

/**
 * Spec §7 POST /v1/providers/signup/additional-info (signed in): the last step; the answer is the
 * completed user, which the screen stores once it has set where to go next.
 */
export async function submitAdditionalInfo(provider: TAdditionalInfo): Promise<TSessionUser> {
  const { data } = await apiCall(endpoints.submitAdditionalInfo, { body: { provider } });
  return data;
}

export function useSubmitAdditionalInfo() {
  return useMutation({ mutationFn: submitAdditionalInfo });
}
