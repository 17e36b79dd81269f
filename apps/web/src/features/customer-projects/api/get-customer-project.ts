import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints/customer-projects.gen';
import { customerProjectsKeys } from './query-keys';

/** GET /v2/customers/projects/{id}: one of the customer's projects with its bids (404: not theirs). */
export const customerProjectQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: customerProjectsKeys.detail(projectId),
    queryFn: async ({ signal }) =>
      (await apiCall(endpoints.getCustomerProject, { params: { id: projectId }, signal })).data.project,
    retry: false,
    staleTime: 0,
  });

export function useCustomerProject(projectId: number, enabled = true) {
  return useQuery({ ...customerProjectQueryOptions(projectId), enabled });
}
