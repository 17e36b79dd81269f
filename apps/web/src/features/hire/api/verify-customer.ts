import type { TVerifiedUser } from '@homebid/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiCallWithHeaders } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints/accounts.gen';
import { readSessionHeaders, saveSession } from '@/lib/session';

export interface VerifyCustomerInput {
  confirmation_token: string;
  otp: string;
}

/**
 * POST /validate_user: the texted code confirms the customer's mobile and signs them in (the
 * CONTRACT §4 headers), kept as every sign-in keeps its session.
 */
export async function verifyCustomer(input: VerifyCustomerInput): Promise<TVerifiedUser> {
  const { body, headers } = await apiCallWithHeaders(endpoints.validateUser, { body: input });
  const { authentication_token: _token, ...user } = body.data;
  const sessionHeaders = readSessionHeaders(headers);
  if (sessionHeaders) saveSession(sessionHeaders, { ...user, signup_status: body.signup_status });
  return body.data;
}

export function useVerifyCustomer() {
  return useMutation({ mutationFn: verifyCustomer });
}
