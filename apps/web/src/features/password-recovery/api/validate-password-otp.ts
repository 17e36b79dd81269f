import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Spec §7 POST /validate_password_otp: the e-mailed code unlocks the new-password step. */
export async function validatePasswordOtp(input: { email: string; otp: string }): Promise<string> {
  const { body } = await apiRequest<{ message: string }>('/validate_password_otp', {
    method: 'POST',
    body: input,
    keepSessionOnAuthError: true,
  });
  return body.message;
}

export function useValidatePasswordOtp() {
  return useMutation({ mutationFn: validatePasswordOtp });
}
