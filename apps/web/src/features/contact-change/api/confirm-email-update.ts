import { useMutation } from '@tanstack/react-query';
import { apiCallWithHeaders } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { getSession, updateSessionUid, updateSessionUser } from '@/lib/session';

/**
 * Spec §7 POST /email_update: the code proves the new address. The uid header is the e-mail, so
 * this device's session follows the change (the answer's uid header, else the new address).
 */
export async function confirmEmailUpdate(input: { email: string; otp: string }): Promise<string> {
  const { body, headers } = await apiCallWithHeaders(endpoints.confirmEmailUpdate, { body: input });
  const session = getSession();
  if (session) {
    updateSessionUid(headers.get('uid') ?? body.data.email);
    updateSessionUser({ ...session.user, ...body.data });
  }
  return body.message;
}

export function useConfirmEmailUpdate() {
  return useMutation({ mutationFn: confirmEmailUpdate });
}
