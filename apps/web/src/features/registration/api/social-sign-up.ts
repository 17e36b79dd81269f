import type { TRegistrationStarted } from '@homebid/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface SocialSignUpInput {
  name: string;
  email: string;
  mobile_number: string;
  id_token: string;
}

/** Spec §7 POST /social_login/sign_up: like basic-info, proven by the Google ID token. */
export async function socialSignUp(input: SocialSignUpInput): Promise<TRegistrationStarted> {
  const { body } = await apiRequest<{ data: TRegistrationStarted }>('/social_login/sign_up', {
    method: 'POST',
    body: { ...input, social_type: 'google', user_type: 2 },
    keepSessionOnAuthError: true,
  });
  return body.data;
}

export function useSocialSignUp() {
  return useMutation({ mutationFn: socialSignUp });
}
