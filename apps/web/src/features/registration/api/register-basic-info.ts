import type { TBasicInfo, TRegistrationStarted } from '@homebid/contracts/accounts';
import { USER_TYPE } from '@homebid/contracts/constants';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';

/** Spec §7 POST /v1/providers/signup/basic-info: creates the account and texts a code to the mobile. */
export async function registerBasicInfo(input: TBasicInfo): Promise<TRegistrationStarted> {
  const { data } = await apiCall(endpoints.registerBasicInfo, {
    body: { sign_up: { ...input, user_type: USER_TYPE.provider } },
  });
  return data;
}

export function useRegisterBasicInfo() {
  return useMutation({ mutationFn: registerBasicInfo });
}
