import { useMutation } from '@tanstack/react-query';
import { type CodeSent, codeSentFrom } from '@/hooks/use-resend-countdown';
import { apiCallWithHeaders } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';

/** Spec §7 POST /email_update_request.json: a code to the new address; 200 moves to the OTP step. */
export async function requestEmailUpdate({ email }: { email: string }): Promise<CodeSent> {
  const { body, headers } = await apiCallWithHeaders(endpoints.requestEmailUpdate, { body: { email } });
  return codeSentFrom(body, headers);
}

export function useRequestEmailUpdate() {
  return useMutation({ mutationFn: requestEmailUpdate });
}
