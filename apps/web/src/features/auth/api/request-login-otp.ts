import { type TRole, USER_TYPE } from '@homebid/contracts/constants';
import { useMutation } from '@tanstack/react-query';
import { type CodeSent, codeSentFrom } from '@/hooks/use-resend-countdown';
import { apiCallWithHeaders } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';

export interface LoginOtpRequest {
  email: string;
}

/** Spec §7 POST /web_login_with_email: sends a one-time code; the OTP tab moves to step two. */
export async function requestLoginOtp({ email }: LoginOtpRequest, role: TRole = 'provider'): Promise<CodeSent> {
  const body = { email, user_type: USER_TYPE[role] };
  const answer = await apiCallWithHeaders(endpoints.requestLoginOtp, { body });
  return codeSentFrom(answer.body, answer.headers);
}

export function useRequestLoginOtp(role: TRole = 'provider') {
  return useMutation({ mutationFn: (input: LoginOtpRequest) => requestLoginOtp(input, role) });
}
