import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints/customer-projects.gen';
import { storeProject } from './project-cache';

export interface HireProviderInput {
  projectId: number;
  bidId: number;
}

/** POST /v2/customers/projects/{id}/hire {bid_id}: hires that bid's pro (the server checks it is open). */
export async function hireProvider({ projectId, bidId }: HireProviderInput) {
  const { data, message } = await apiCall(endpoints.hireProvider, {
    params: { id: projectId },
    body: { bid_id: bidId },
  });
  return { project: data.project, message };
}

export function useHireProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hireProvider,
    onSuccess: ({ project }) => storeProject(queryClient, project),
  });
}
