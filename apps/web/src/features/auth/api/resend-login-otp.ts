import { useMutation } from '@tanstack/react-query';
import { type CodeSent, codeSentFrom } from '@/hooks/use-resend-countdown';
import { apiCallWithHeaders } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';

/** Spec §7 POST /web_resend_otp: a new code by e-mail and SMS (a 429 carries the wait in retryAfterSeconds). */
export async function resendLoginOtp({ email }: { email: string }): Promise<CodeSent> {
  const { body, headers } = await apiCallWithHeaders(endpoints.resendLoginOtp, { body: { email, user_type: 2 } });
  return codeSentFrom(body, headers);
}

export function useResendLoginOtp() {
  return useMutation({ mutationFn: resendLoginOtp });
}
