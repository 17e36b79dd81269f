import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { projectsKeys } from './query-keys';

export interface MarkCompleteInput {
  projectId: number;
  /** Photos of the finished job (documents[]). */
  files: File[];
}

/** POST /providers/project_status_update/{id}.json: project_status 4 with documents (spec §4). */
export async function markComplete({ projectId, files }: MarkCompleteInput) {
  const form = new FormData();
  form.set('project_status', '4');
  for (const file of files) form.append('documents[]', file, file.name);
  return (await apiCall(endpoints.markProjectComplete, { params: { id: projectId }, body: form })).message;
}

export function useMarkComplete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markComplete,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKeys.all }),
  });
}
