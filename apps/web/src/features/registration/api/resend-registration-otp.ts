import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Spec §7 GET /resend_otp?confirmation_token=: a new code to the registering mobile number. */
export async function resendRegistrationOtp(confirmationToken: string): Promise<string> {
  const { body } = await apiRequest<{ message: string }>('/resend_otp', {
    query: { confirmation_token: confirmationToken },
    keepSessionOnAuthError: true,
  });
  return body.message;
}

export function useResendRegistrationOtp() {
  return useMutation({ mutationFn: resendRegistrationOtp });
}
