import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { getSession, updateSessionUser } from '@/lib/session';

/** Spec §7 POST /mobilenumber_update: the code proves the new number; the stored user follows. */
export async function confirmMobileUpdate(input: { mobile_number: string; otp: string }): Promise<string> {
  const { message, data } = await apiCall(endpoints.confirmMobileUpdate, { body: input });
  const session = getSession();
  if (session) updateSessionUser({ ...session.user, ...data });
  return message;
}

export function useConfirmMobileUpdate() {
  return useMutation({ mutationFn: confirmMobileUpdate });
}
