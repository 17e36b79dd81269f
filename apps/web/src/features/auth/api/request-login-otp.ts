import { useMutation } from '@tanstack/react-query';
import { type CodeSent, codeSentFrom } from '@/hooks/use-resend-countdown';
import { apiCallWithHeaders } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';

export interface LoginOtpRequest {
  email: string;
}

/** Spec §7 POST /web_login_with_email: sends a one-time code; the OTP tab moves to step two. */
export async function requestLoginOtp({ email }: LoginOtpRequest): Promise<CodeSent> {
  const { body, headers } = await apiCallWithHeaders(endpoints.requestLoginOtp, { body: { email, user_type: 2 } });
  return codeSentFrom(body, headers);
}

export function useRequestLoginOtp() {
  return useMutation({ mutationFn: requestLoginOtp });
}
