import { type TRole, USER_TYPE } from '@homebid/contracts/constants';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';

export interface UpdateUserPasswordInput {
  email: string;
  password: string;
}

/**
 * Spec §7 POST /update_user_password with `password, email`: the grant validate_password_otp gave
 * this browser proves the code was verified (the confirmation is the form's check). The answer's
 * data.message is shown. `role`: whose account it is.
 */
export async function updateUserPassword(input: UpdateUserPasswordInput, role: TRole = 'provider'): Promise<string> {
  // The provider's call stays spec §7's `password, email`; another role names itself.
  const body = role === 'provider' ? input : { ...input, user_type: USER_TYPE[role] };
  const { data } = await apiCall(endpoints.updateUserPassword, { body });
  return data.message;
}

export function useUpdateUserPassword(role: TRole = 'provider') {
  return useMutation({ mutationFn: (input: UpdateUserPasswordInput) => updateUserPassword(input, role) });
}
