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
 * data.message is shown.
 */
export async function updateUserPassword(input: UpdateUserPasswordInput): Promise<string> {
  const { data } = await apiCall(endpoints.updateUserPassword, { body: input });
  return data.message;
}

export function useUpdateUserPassword() {
  return useMutation({ mutationFn: updateUserPassword });
}
