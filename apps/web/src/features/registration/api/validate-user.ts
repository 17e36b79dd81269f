import type { TVerifiedUser } from '@homebid/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiCallWithHeaders } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { readSessionHeaders, saveSession } from '@/lib/session';

export interface ValidateUserInput {
  confirmation_token: string;
  otp: string;
}

/**
 * Spec §7 POST /validate_user: the mobile code confirms the account; the answer signs the new
 * provider in (CONTRACT §4 headers) so the business steps can be saved.
 */
export async function validateUser(input: ValidateUserInput): Promise<TVerifiedUser> {
  const { body, headers } = await apiCallWithHeaders(endpoints.validateUser, { body: input });
  const { authentication_token: _token, ...user } = body.data;
  const sessionHeaders = readSessionHeaders(headers);
  if (sessionHeaders) saveSession(sessionHeaders, { ...user, signup_status: body.signup_status });
  return body.data;
}

export function useValidateUser() {
  return useMutation({ mutationFn: validateUser });
}
