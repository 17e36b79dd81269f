import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { savedSearchKeys } from './query-keys';

/** DELETE /api/saved_searches/{id}. */
export async function deleteSavedSearch(id: number) {
  const { message } = await apiCall(endpoints.deleteSavedSearch, { params: { id } });
  return { message };
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.list() }),
  });
}
