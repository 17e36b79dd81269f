import type { TRegistrationStarted } from '@homebid/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { type CodeSent, codeSentFrom } from '@/hooks/use-resend-countdown';
import { apiCallWithHeaders } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints/accounts.gen';

export interface CustomerSignUpInput {
  name: string;
  email: string;
  mobile_number: string;
  password: string;
}

/** CONTRACT §5 POST /v1/customers/signup: an unconfirmed customer account; a code is texted to the mobile. */
export async function signUpCustomer(input: CustomerSignUpInput): Promise<TRegistrationStarted & CodeSent> {
  const { body, headers } = await apiCallWithHeaders(endpoints.signUpCustomer, { body: input });
  return { ...body.data, ...codeSentFrom(body, headers) };
}

export function useSignUpCustomer() {
  return useMutation({ mutationFn: signUpCustomer });
}
