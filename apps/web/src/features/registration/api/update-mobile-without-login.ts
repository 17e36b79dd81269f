import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface UpdateMobileWithoutLoginInput {
  user_id: number;
  confirmation_token: string;
  mobile_number: string;
}

/** Spec §7 PUT /providers/update_mobile_number_without_login: corrects the number being verified. */
export async function updateMobileWithoutLogin(input: UpdateMobileWithoutLoginInput): Promise<string> {
  const { body } = await apiRequest<{ message: string }>('/providers/update_mobile_number_without_login', {
    method: 'PUT',
    body: input,
    keepSessionOnAuthError: true,
  });
  return body.message;
}

export function useUpdateMobileWithoutLogin() {
  return useMutation({ mutationFn: updateMobileWithoutLogin });
}
