import { accountMessages } from '@homebid/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface UpdateUserPasswordInput {
  email: string;
  /** The code verified in the step before: the server checks it again before setting the password. */
  otp: string;
  password: string;
  password_confirmation: string;
}

/** Spec §7 POST /update_user_password: sets the new password; the answer's data.message is shown. */
export async function updateUserPassword(input: UpdateUserPasswordInput): Promise<string> {
  const { body } = await apiRequest<{ message?: string; data?: { message?: string } }>('/update_user_password', {
    method: 'POST',
    body: input,
    keepSessionOnAuthError: true,
  });
  return body.data?.message ?? body.message ?? accountMessages.passwordUpdated;
}

export function useUpdateUserPassword() {
  return useMutation({ mutationFn: updateUserPassword });
}
