import type { TSignInResponse } from '@homebid/contracts/auth';
import { USER_TYPE } from '@homebid/contracts/constants';
import { useMutation } from '@tanstack/react-query';
import { apiCallWithHeaders } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints/auth.gen';
import { readSessionHeaders, saveSession } from '@/lib/session';

export interface CustomerSignInInput {
  email: string;
  password: string;
}

/**
 * POST /auth/sign_in.json with user_type 1: a customer signs in by password. A pro account's
 * credentials are refused (403) with the server's text naming the other door, shown as it is.
 */
export async function signInCustomer(input: CustomerSignInInput): Promise<TSignInResponse> {
  const { body, headers } = await apiCallWithHeaders(endpoints.signIn, {
    body: { ...input, user_type: USER_TYPE.customer },
  });
  const sessionHeaders = readSessionHeaders(headers);
  if (sessionHeaders) saveSession(sessionHeaders, { ...body.data, signup_status: body.signup_status });
  return body;
}

export function useSignInCustomer() {
  return useMutation({ mutationFn: signInCustomer });
}
