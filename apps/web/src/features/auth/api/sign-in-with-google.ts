import type { TSignInResponse } from '@homebid/contracts/auth';
import { type TRole, USER_TYPE } from '@homebid/contracts/constants';
import { useState } from 'react';
import { apiCallWithHeaders } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints/accounts.gen';
import { storeSignIn } from './sign-in';

/**
 * Spec §7 POST /social_login/sign_in: a Google ID token signs in like a password (signup_status,
 * user, headers); 404 means no HomeBid account is linked to that Google account yet.
 */
export async function signInWithGoogle(idToken: string, role: TRole = 'provider'): Promise<TSignInResponse> {
  const { body, headers } = await apiCallWithHeaders(endpoints.signInWithGoogle, {
    body: { social_type: 'google', id_token: idToken, user_type: USER_TYPE[role] },
  });
  return storeSignIn(body, headers);
}

/**
 * The Google sign-in as the login page runs it, its state kept here, not in react-query: the login
 * page signs in without the QueryClient (lib/load-query-client.ts). `onError` gets a refusal.
 */
export function useSignInWithGoogle(role: TRole = 'provider') {
  const [isPending, setIsPending] = useState(false);
  const mutate = async (idToken: string, onError: (failure: Error) => void) => {
    setIsPending(true);
    try {
      await signInWithGoogle(idToken, role);
    } catch (failure) {
      onError(failure instanceof Error ? failure : new Error(String(failure)));
    } finally {
      setIsPending(false);
    }
  };
  return { mutate: (idToken: string, onError: (failure: Error) => void) => void mutate(idToken, onError), isPending };
}
