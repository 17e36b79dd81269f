import type { TAdditionalInfo } from '@homebid/contracts/accounts';
import type { TSessionUser } from '@homebid/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Spec §7 POST /v1/providers/signup/additional-info (signed in): the last step; the answer is the
 * completed user, which the screen stores once it has set where to go next.
 */
export async function submitAdditionalInfo(provider: TAdditionalInfo): Promise<TSessionUser> {
  const { body } = await apiRequest<{ data: TSessionUser }>('/v1/providers/signup/additional-info', {
    method: 'POST',
    body: { provider },
    keepSessionOnAuthError: true,
  });
  return body.data;
}

export function useSubmitAdditionalInfo() {
  return useMutation({ mutationFn: submitAdditionalInfo });
}
