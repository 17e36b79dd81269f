import type { TRegistrationStarted } from '@homebid/contracts/accounts';
import { USER_TYPE } from '@homebid/contracts/constants';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';

export interface SocialSignUpInput {
  name: string;
  email: string;
  mobile_number: string;
  id_token: string;
}

/** Spec §7 POST /social_login/sign_up: like basic-info (a provider), proven by the Google ID token. */
export async function socialSignUp(input: SocialSignUpInput): Promise<TRegistrationStarted> {
  const { data } = await apiCall(endpoints.socialSignUp, {
    body: { ...input, social_type: 'google', user_type: USER_TYPE.provider },
  });
  return data;
}

export function useSocialSignUp() {
  return useMutation({ mutationFn: socialSignUp });
}
