import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints/customer-projects.gen';
import { storeProject } from './project-cache';

export interface EditCustomerProjectInput {
  projectId: number;
  title: string;
  description: string;
  streetAddress: string;
  /** Dollars as typed; '' removes the budget. */
  budget: string;
}

/** PATCH /v2/customers/projects/{id}: while open and no one is hired (the server decides). */
export async function editCustomerProject({
  projectId,
  title,
  description,
  streetAddress,
  budget,
}: EditCustomerProjectInput) {
  const { data, message } = await apiCall(endpoints.editCustomerProject, {
    params: { id: projectId },
    body: { title, description, street_address: streetAddress, budget },
  });
  return { project: data.project, message };
}

export function useEditCustomerProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editCustomerProject,
    onSuccess: ({ project }) => storeProject(queryClient, project),
  });
}
