import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { projectsKeys } from './query-keys';

export interface ToggleBookmarkInput {
  projectId: number;
  isBookmarked: boolean;
}

/** PUT (bookmark) or DELETE (remove) /v2/providers/projects/{project_id}/bookmark. */
export async function toggleBookmark({ projectId, isBookmarked }: ToggleBookmarkInput) {
  const params = { project_id: projectId };
  const answer = isBookmarked
    ? await apiCall(endpoints.bookmarkProject, { params })
    : await apiCall(endpoints.unbookmarkProject, { params });
  return answer.data.bookmarked;
}

export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleBookmark,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKeys.all }),
  });
}
