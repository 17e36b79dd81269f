import type { TSignInResponse } from '@homebid/contracts/auth';
import { type TRole, USER_TYPE } from '@homebid/contracts/constants';
import { useMutation } from '@tanstack/react-query';
import { apiCallWithHeaders } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { storeSignIn } from './sign-in';

export interface OtpSignInRequest {
  email: string;
  otp: string;
}

/** Spec §7 POST /web_login_with_otp: answers like a password sign-in (signup_status, user, headers). */
export async function signInWithOtp(input: OtpSignInRequest, role: TRole = 'provider'): Promise<TSignInResponse> {
  const body = { ...input, user_type: USER_TYPE[role] };
  const answer = await apiCallWithHeaders(endpoints.signInWithOtp, { body });
  return storeSignIn(answer.body, answer.headers);
}

export function useSignInWithOtp(role: TRole = 'provider') {
  return useMutation({ mutationFn: (input: OtpSignInRequest) => signInWithOtp(input, role) });
}
