import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { projectsKeys } from './query-keys';

/** DELETE /providers/delete_bid/{project_id}. */
export async function deleteBid(projectId: number) {
  return (await apiCall(endpoints.deleteBid, { params: { project_id: projectId } })).message;
}

export function useDeleteBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKeys.all }),
  });
}
