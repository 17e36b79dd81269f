import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Spec §7 POST /password_update_request: e-mails a code to reset the password. */
export async function requestPasswordReset({ email }: { email: string }): Promise<string> {
  const { body } = await apiRequest<{ message: string }>('/password_update_request', {
    method: 'POST',
    body: { email, user_type: 2 },
    keepSessionOnAuthError: true,
  });
  return body.message;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
