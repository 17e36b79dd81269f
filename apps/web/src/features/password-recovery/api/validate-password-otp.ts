import { type TRole, USER_TYPE } from '@homebid/contracts/constants';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';

/**
 * Spec §7 POST /validate_password_otp: the e-mailed code unlocks the new-password step. The answer
 * also gives this browser a short-lived, single-use grant (an HttpOnly cookie the page never sees)
 * that lets update_user_password take just `password, email`. `role`: whose account it is.
 */
export async function validatePasswordOtp(
  input: { email: string; otp: string },
  role: TRole = 'provider',
): Promise<string> {
  // The provider's call stays spec §7's `email, otp`; another role names itself.
  const body = role === 'provider' ? input : { ...input, user_type: USER_TYPE[role] };
  const { message } = await apiCall(endpoints.validatePasswordOtp, { body });
  return message;
}

export function useValidatePasswordOtp(role: TRole = 'provider') {
  return useMutation({ mutationFn: (input: { email: string; otp: string }) => validatePasswordOtp(input, role) });
}
