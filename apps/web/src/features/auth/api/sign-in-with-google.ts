import type { TSignInResponse } from '@homebid/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiCallWithHeaders } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { storeSignIn } from './sign-in';

/**
 * Spec §7 POST /social_login/sign_in: a Google ID token signs in like a password (signup_status,
 * user, headers); 404 means no HomeBid account is linked to that Google account yet.
 */
export async function signInWithGoogle(idToken: string): Promise<TSignInResponse> {
  const { body, headers } = await apiCallWithHeaders(endpoints.signInWithGoogle, {
    body: { social_type: 'google', id_token: idToken, user_type: 2 },
  });
  return storeSignIn(body, headers);
}

export function useSignInWithGoogle() {
  return useMutation({ mutationFn: signInWithGoogle });
}
