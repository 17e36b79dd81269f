import { useMutation } from '@tanstack/react-query';
import { type CodeSent, codeSentFrom } from '@/hooks/use-resend-countdown';
import { apiCallWithHeaders } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints/accounts.gen';

/** GET /resend_otp?confirmation_token=: another code to the mobile of the sign-up waiting for it. */
export async function resendSignUpCode(confirmationToken: string): Promise<CodeSent> {
  const { body, headers } = await apiCallWithHeaders(endpoints.resendRegistrationOtp, {
    query: { confirmation_token: confirmationToken },
  });
  return codeSentFrom(body, headers);
}

export function useResendSignUpCode() {
  return useMutation({ mutationFn: resendSignUpCode });
}
