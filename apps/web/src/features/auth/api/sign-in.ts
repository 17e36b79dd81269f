import type { TSignInRequest, TSignInResponse } from '@homebid/contracts/auth';
import { SIGNUP_STATUS, type TRole, type TSignupStatus, USER_TYPE } from '@homebid/contracts/constants';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { apiCallWithHeaders } from '@/lib/api-client';
// The first load imports its calls' tag file, not the list of every call (lib/endpoints.gen.ts).
import * as endpoints from '@/lib/endpoints/auth.gen';
import { readSessionHeaders, saveSession } from '@/lib/session';

/** Keeps the device session a sign-in answer opened (CONTRACT §4); the guest guard then routes. */
export function storeSignIn(body: TSignInResponse, headers: Headers): TSignInResponse {
  const sessionHeaders = readSessionHeaders(headers);
  if (sessionHeaders) saveSession(sessionHeaders, { ...body.data, signup_status: body.signup_status });
  return body;
}

/** Password sign-in as the given role (the provider portal's forms sign in providers). */
export async function signIn(input: TSignInRequest, role: TRole = 'provider'): Promise<TSignInResponse> {
  const { body, headers } = await apiCallWithHeaders(endpoints.signIn, {
    body: { ...input, user_type: USER_TYPE[role] },
  });
  return storeSignIn(body, headers);
}

/**
 * The password sign-in as the login form runs it: its state kept here, not in react-query, so the
 * login page paints and signs in without the QueryClient (lib/load-query-client.ts).
 */
export function useSignIn(role: TRole = 'provider') {
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const mutate = async (input: TSignInRequest) => {
    setIsPending(true);
    setError(null);
    try {
      await signIn(input, role);
    } catch (failure) {
      setError(failure instanceof Error ? failure : new Error(String(failure)));
    } finally {
      setIsPending(false);
    }
  };
  return { mutate: (input: TSignInRequest) => void mutate(input), isPending, error };
}

/** Spec §4: where a sign-in lands, by how far the registration got. */
export function pathAfterSignIn(status: TSignupStatus): string {
  return status === SIGNUP_STATUS.completed ? paths.dashboard : paths.register;
}
