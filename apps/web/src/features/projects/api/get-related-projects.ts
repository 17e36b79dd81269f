import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { projectsKeys } from './query-keys';

/** GET /providers/web_related_projects?project_id=: other open projects of the same sub-type. */
export const relatedProjectsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectsKeys.related(projectId),
    queryFn: async ({ signal }) =>
      (await apiCall(endpoints.listRelatedProjects, { query: { project_id: projectId }, signal })).data
        .related_projects,
  });

export function useRelatedProjects(projectId: number) {
  return useQuery(relatedProjectsQueryOptions(projectId));
}
