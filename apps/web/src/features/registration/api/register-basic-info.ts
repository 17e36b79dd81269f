import type { TBasicInfo, TRegistrationStarted } from '@homebid/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Spec §7 POST /v1/providers/signup/basic-info: creates the account and texts a code to the mobile. */
export async function registerBasicInfo(input: TBasicInfo): Promise<TRegistrationStarted> {
  const { body } = await apiRequest<{ data: TRegistrationStarted }>('/v1/providers/signup/basic-info', {
    method: 'POST',
    body: { sign_up: { ...input, user_type: 2 } },
    keepSessionOnAuthError: true,
  });
  return body.data;
}

export function useRegisterBasicInfo() {
  return useMutation({ mutationFn: registerBasicInfo });
}
