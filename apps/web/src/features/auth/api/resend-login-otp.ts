import { type TRole, USER_TYPE } from '@homebid/contracts/constants';
import { useMutation } from '@tanstack/react-query';
import { type CodeSent, codeSentFrom } from '@/hooks/use-resend-countdown';
import { apiCallWithHeaders } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';

/** Spec §7 POST /web_resend_otp: a new code by e-mail and SMS (a 429 carries the wait in retryAfterSeconds). */
export async function resendLoginOtp({ email }: { email: string }, role: TRole = 'provider'): Promise<CodeSent> {
  const body = { email, user_type: USER_TYPE[role] };
  const answer = await apiCallWithHeaders(endpoints.resendLoginOtp, { body });
  return codeSentFrom(answer.body, answer.headers);
}

export function useResendLoginOtp(role: TRole = 'provider') {
  return useMutation({ mutationFn: (input: { email: string }) => resendLoginOtp(input, role) });
}
