import type { TSavedSearchUpdate } from '@homebid/contracts/saved-searches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { savedSearchKeys } from './query-keys';

export interface UpdateSavedSearchInput {
  id: number;
  changes: TSavedSearchUpdate;
}

/** PATCH /api/saved_searches/{id}: a new name or channels. */
export async function updateSavedSearch({ id, changes }: UpdateSavedSearchInput) {
  const { data, message } = await apiCall(endpoints.updateSavedSearch, { params: { id }, body: changes });
  return { savedSearch: data.saved_search, message };
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.list() }),
  });
}
