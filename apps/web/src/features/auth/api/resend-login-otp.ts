import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Spec §7 POST /web_resend_otp: a new code by e-mail and SMS. */
export async function resendLoginOtp({ email }: { email: string }): Promise<string> {
  const { body } = await apiRequest<{ message: string }>('/web_resend_otp', {
    method: 'POST',
    body: { email, user_type: 2 },
    keepSessionOnAuthError: true,
  });
  return body.message;
}

export function useResendLoginOtp() {
  return useMutation({ mutationFn: resendLoginOtp });
}
