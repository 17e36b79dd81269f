import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Spec §7 POST /email_update_request.json: a code to the new address; 200 moves to the OTP step. */
export async function requestEmailUpdate({ email }: { email: string }): Promise<string> {
  const { body } = await apiRequest<{ message: string }>('/email_update_request.json', {
    method: 'POST',
    body: { email },
    keepSessionOnAuthError: true,
  });
  return body.message;
}

export function useRequestEmailUpdate() {
  return useMutation({ mutationFn: requestEmailUpdate });
}
