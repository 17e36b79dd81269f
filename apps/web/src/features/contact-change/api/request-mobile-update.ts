import { useMutation } from '@tanstack/react-query';
import { type CodeSent, codeSentFrom } from '@/hooks/use-resend-countdown';
import { apiCallWithHeaders } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';

/** Spec §7 POST /mobilenumber_update_request: texts a code to the new number (also the resend). */
export async function requestMobileUpdate({ mobile_number }: { mobile_number: string }): Promise<CodeSent> {
  const { body, headers } = await apiCallWithHeaders(endpoints.requestMobileUpdate, { body: { mobile_number } });
  return codeSentFrom(body, headers);
}

export function useRequestMobileUpdate() {
  return useMutation({ mutationFn: requestMobileUpdate });
}
