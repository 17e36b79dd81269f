import { type TRole, USER_TYPE } from '@homebid/contracts/constants';
import { useMutation } from '@tanstack/react-query';
import { type CodeSent, codeSentFrom } from '@/hooks/use-resend-countdown';
import { apiCallWithHeaders } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';

/** Spec §7 POST /password_update_request: e-mails a code to reset the password. */
export async function requestPasswordReset({ email }: { email: string }, role: TRole = 'provider'): Promise<CodeSent> {
  const { body, headers } = await apiCallWithHeaders(endpoints.requestPasswordReset, {
    body: { email, user_type: USER_TYPE[role] },
  });
  return codeSentFrom(body, headers);
}

export function useRequestPasswordReset(role: TRole = 'provider') {
  return useMutation({ mutationFn: (input: { email: string }) => requestPasswordReset(input, role) });
}
