import { USER_TYPE } from '@homebid/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { projectsKeys } from './query-keys';

export interface RequestCancellationInput {
  projectId: number;
  reason: string;
}

/** POST /cancellation_request: requested by the provider, status 1 (spec §7). */
export async function requestCancellation({ projectId, reason }: RequestCancellationInput) {
  const body = { description: reason, requested_user_type: USER_TYPE.provider, status: 1, project_id: projectId };
  return (await apiCall(endpoints.requestCancellation, { body })).message;
}

export function useRequestCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestCancellation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKeys.all }),
  });
}
