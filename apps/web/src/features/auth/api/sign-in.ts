import { SIGNUP_STATUS, type TSignInRequest, type TSignInResponse, type TSignupStatus } from '@homebid/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

export async function signIn(input: TSignInRequest): Promise<TSignInResponse> {
  const { body, headers } = await apiRequest<TSignInResponse>('/auth/sign_in.json', {
    method: 'POST',
    body: { ...input, user_type: 2 },
    keepSessionOnAuthError: true,
  });
  saveSession(
    {
      'access-token': headers.get('access-token') ?? '',
      client: headers.get('client') ?? '',
      uid: headers.get('uid') ?? '',
      expiry: Number(headers.get('expiry')),
    },
    body.data,
  );
  return body;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

/** Spec §4: where a sign-in lands, by how far the registration got. */
export function pathAfterSignIn(status: TSignupStatus): string {
  return status === SIGNUP_STATUS.completed ? paths.dashboard : paths.register;
}
