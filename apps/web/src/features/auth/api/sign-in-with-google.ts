import type { TSignInResponse } from '@homebid/contracts/auth';
import { type TRole, USER_TYPE } from '@homebid/contracts/constants';
import { useMutation } from '@tanstack/react-query';
import { apiCallWithHeaders } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
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

export function useSignInWithGoogle(role: TRole = 'provider') {
  return useMutation({ mutationFn: (idToken: string) => signInWithGoogle(idToken, role) });
}
