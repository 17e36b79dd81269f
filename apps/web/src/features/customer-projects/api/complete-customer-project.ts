import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints/customer-projects.gen';
import { storeProject } from './project-cache';

/** POST /v2/customers/projects/{id}/complete: the customer confirms the hired job is done. */
export async function completeCustomerProject(projectId: number) {
  const { data, message } = await apiCall(endpoints.completeCustomerProject, { params: { id: projectId } });
  return { project: data.project, message };
}

export function useCompleteCustomerProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeCustomerProject,
    onSuccess: ({ project }) => storeProject(queryClient, project),
  });
}
