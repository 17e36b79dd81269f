import { useMutation } from '@tanstack/react-query';
import { type CodeSent, codeSentFrom } from '@/hooks/use-resend-countdown';
import { apiCallWithHeaders } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';

/** Spec §7 POST /password_update_request: e-mails a code to reset the password. */
export async function requestPasswordReset({ email }: { email: string }): Promise<CodeSent> {
  const { body, headers } = await apiCallWithHeaders(endpoints.requestPasswordReset, {
    body: { email, user_type: 2 },
  });
  return codeSentFrom(body, headers);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
