import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Spec §7 POST /mobilenumber_update_request: texts a code to the new number (also the resend). */
export async function requestMobileUpdate({ mobile_number }: { mobile_number: string }): Promise<string> {
  const { body } = await apiRequest<{ message: string }>('/mobilenumber_update_request', {
    method: 'POST',
    body: { mobile_number },
    keepSessionOnAuthError: true,
  });
  return body.message;
}

export function useRequestMobileUpdate() {
  return useMutation({ mutationFn: requestMobileUpdate });
}
