import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';

/**
 * Spec §7 POST /validate_password_otp: the e-mailed code unlocks the new-password step. The answer
 * also gives this browser a short-lived, single-use grant (an HttpOnly cookie the page never sees)
 * that lets update_user_password take just `password, email`.
 */
export async function validatePasswordOtp(input: { email: string; otp: string }): Promise<string> {
  const { message } = await apiCall(endpoints.validatePasswordOtp, { body: input });
  return message;
}

export function useValidatePasswordOtp() {
  return useMutation({ mutationFn: validatePasswordOtp });
}
