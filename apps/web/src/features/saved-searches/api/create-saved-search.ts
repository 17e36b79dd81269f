import type { TSavedSearchCreate } from '@homebid/contracts/saved-searches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { savedSearchKeys } from './query-keys';

/** POST /api/saved_searches. */
export async function createSavedSearch(body: TSavedSearchCreate) {
  const { data, message } = await apiCall(endpoints.createSavedSearch, { body });
  return { savedSearch: data.saved_search, message };
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.list() }),
  });
}
