import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints/customer-projects.gen';
import { storeProject } from './project-cache';

export interface ReviewCustomerProjectInput {
  projectId: number;
  /** 1 to 5 stars. */
  rating: number;
  text: string;
}

/** POST /v2/customers/projects/{id}/review {ratings, description}: once completed (the server decides). */
export async function reviewCustomerProject({ projectId, rating, text }: ReviewCustomerProjectInput) {
  const { data, message } = await apiCall(endpoints.reviewCustomerProject, {
    params: { id: projectId },
    body: { ratings: rating, description: text },
  });
  return { project: data.project, message };
}

export function useReviewCustomerProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewCustomerProject,
    onSuccess: ({ project }) => storeProject(queryClient, project),
  });
}
