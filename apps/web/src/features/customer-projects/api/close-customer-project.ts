import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints/customer-projects.gen';
import { storeProject } from './project-cache';

/** POST /v2/customers/projects/{id}/close: only while open for bids. */
export async function closeCustomerProject(projectId: number) {
  const { data, message } = await apiCall(endpoints.closeCustomerProject, { params: { id: projectId } });
  return { project: data.project, message };
}

export function useCloseCustomerProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeCustomerProject,
    onSuccess: ({ project }) => storeProject(queryClient, project),
  });
}
