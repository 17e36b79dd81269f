import type { TSessionUser } from '@homebid/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getSession, updateSessionUser } from '@/lib/session';

/** Spec §7 POST /mobilenumber_update: the code proves the new number; the stored user follows. */
export async function confirmMobileUpdate(input: { mobile_number: string; otp: string }): Promise<string> {
  const { body } = await apiRequest<{ message: string; data: TSessionUser }>('/mobilenumber_update', {
    method: 'POST',
    body: input,
    keepSessionOnAuthError: true,
  });
  const session = getSession();
  if (session) updateSessionUser({ ...session.user, ...body.data });
  return body.message;
}

export function useConfirmMobileUpdate() {
  return useMutation({ mutationFn: confirmMobileUpdate });
}
