import type { TBusinessDraftInput } from '@homebid/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { businessDraftQueryOptions } from './get-business-draft';

/** PUT /v1/providers/signup/business-draft: keeps step 3 on the server until step 4 sends it. */
export async function saveBusinessDraft(provider: TBusinessDraftInput) {
  return (await apiCall(endpoints.saveBusinessDraft, { body: { provider } })).data.business;
}

export function useSaveBusinessDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusinessDraft,
    onSuccess: (business) => queryClient.setQueryData(businessDraftQueryOptions().queryKey, business),
  });
}
