import type { TLeadPipelineUpdate } from '@homebid/contracts/lead-pipeline';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { leadsKeys } from './query-keys';

export interface UpdateLeadPipelineInput {
  projectId: number;
  change: TLeadPipelineUpdate;
}

/** PATCH /v2/providers/purchased_lead_projects/{project_id}/pipeline: status, notes, follow-up date. */
export async function updateLeadPipeline({ projectId, change }: UpdateLeadPipelineInput) {
  const answer = await apiCall(endpoints.updateLeadPipeline, { params: { project_id: projectId }, body: change });
  return answer.data.pipeline;
}

/** `onSaved` lets the screen refresh what else shows the pipeline (the dashboard's counts). */
export function useUpdateLeadPipeline(onSaved?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLeadPipeline,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: leadsKeys.purchased() });
      await onSaved?.();
    },
  });
}
