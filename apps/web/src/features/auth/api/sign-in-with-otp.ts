import type { TSignInResponse } from '@homebid/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiCallWithHeaders } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { storeSignIn } from './sign-in';

export interface OtpSignInRequest {
  email: string;
  otp: string;
}

/** Spec §7 POST /web_login_with_otp: answers like a password sign-in (signup_status, user, headers). */
export async function signInWithOtp(input: OtpSignInRequest): Promise<TSignInResponse> {
  const { body, headers } = await apiCallWithHeaders(endpoints.signInWithOtp, { body: { ...input, user_type: 2 } });
  return storeSignIn(body, headers);
}

export function useSignInWithOtp() {
  return useMutation({ mutationFn: signInWithOtp });
}
