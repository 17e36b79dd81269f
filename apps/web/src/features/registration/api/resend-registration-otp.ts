import { useMutation } from '@tanstack/react-query';
import { type CodeSent, codeSentFrom } from '@/hooks/use-resend-countdown';
import { apiCallWithHeaders } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';

/** Spec §7 GET /resend_otp?confirmation_token=: a new code to the registering mobile number. */
export async function resendRegistrationOtp(confirmationToken: string): Promise<CodeSent> {
  const { body, headers } = await apiCallWithHeaders(endpoints.resendRegistrationOtp, {
    query: { confirmation_token: confirmationToken },
  });
  return codeSentFrom(body, headers);
}

export function useResendRegistrationOtp() {
  return useMutation({ mutationFn: resendRegistrationOtp });
}
