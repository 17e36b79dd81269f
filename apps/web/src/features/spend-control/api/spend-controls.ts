import type { TSpendControlsRequest } from '@homebid/contracts/spend-control';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { spendControlKeys } from './query-keys';

/** GET /v2/providers/spend_controls: the caps and what counts against them now. */
export const spendControlsQueryOptions = () =>
  queryOptions({
    queryKey: spendControlKeys.controls(),
    queryFn: async ({ signal }) => (await apiCall(endpoints.getSpendControls, { signal })).data,
  });

export function useSpendControls() {
  return useQuery(spendControlsQueryOptions());
}

/** PUT /v2/providers/spend_controls. */
export async function saveSpendControls(body: TSpendControlsRequest) {
  const answer = await apiCall(endpoints.saveSpendControls, { body });
  return { controls: answer.data, message: answer.message };
}

export function useSaveSpendControls() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSpendControls,
    onSuccess: ({ controls }) => queryClient.setQueryData(spendControlsQueryOptions().queryKey, controls),
  });
}
