import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';

export interface UpdateMobileWithoutLoginInput {
  user_id: number;
  confirmation_token: string;
  mobile_number: string;
}

/** Spec §7 PUT /providers/update_mobile_number_without_login: corrects the number being verified. */
export async function updateMobileWithoutLogin(input: UpdateMobileWithoutLoginInput): Promise<string> {
  const { message } = await apiCall(endpoints.updateMobileWithoutLogin, { body: input });
  return message;
}

export function useUpdateMobileWithoutLogin() {
  return useMutation({ mutationFn: updateMobileWithoutLogin });
}
