import type { TCustomerProject } from '@homebid/contracts/projects';
import type { QueryClient } from '@tanstack/react-query';
import { customerProjectsKeys } from './query-keys';

/** A call answered the project as it is now: the page shows it at once, the list on its next visit. */
export function storeProject(queryClient: QueryClient, project: TCustomerProject) {
  queryClient.setQueryData(customerProjectsKeys.detail(project.id), project);
  return queryClient.invalidateQueries({ queryKey: customerProjectsKeys.list(), refetchType: 'none' });
}

/** Something changed elsewhere (a bid, a message, the pro marked the job complete): fetch again. */
export function refreshProject(queryClient: QueryClient, projectId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: customerProjectsKeys.detail(projectId) }),
    queryClient.invalidateQueries({ queryKey: customerProjectsKeys.list() }),
  ]);
}
