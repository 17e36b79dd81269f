import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { projectsKeys } from './query-keys';

/** PUT /providers/provider_project/ignore/{project_id}. */
export async function ignoreProject(projectId: number) {
  return (await apiCall(endpoints.ignoreProject, { params: { project_id: projectId } })).message;
}

export function useIgnoreProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ignoreProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKeys.all }),
  });
}
