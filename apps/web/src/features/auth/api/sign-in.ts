import type { TSignInRequest, TSignInResponse } from '@homebid/contracts/auth';
import { SIGNUP_STATUS, type TSignupStatus } from '@homebid/contracts/constants';
import { useMutation } from '@tanstack/react-query';
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

export async function signIn(input: TSignInRequest): Promise<TSignInResponse> {
  const { body, headers } = await apiCallWithHeaders(endpoints.signIn, { body: { ...input, user_type: 2 } });
  return storeSignIn(body, headers);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

/** Spec §4: where a sign-in lands, by how far the registration got. */
export function pathAfterSignIn(status: TSignupStatus): string {
  return status === SIGNUP_STATUS.completed ? paths.dashboard : paths.register;
}
