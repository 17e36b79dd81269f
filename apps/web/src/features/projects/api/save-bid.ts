import { BID_TYPE } from '@homebid/contracts/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { projectsKeys } from './query-keys';

export interface SaveBidInput {
  projectId: number;
  /** The provider's bid to edit; absent for a new bid (spec §4: In-Bidding bids are updated). */
  bidId?: number | null;
  bidAmount: string;
  isHourly: boolean;
  hours: string;
  breakdown: string;
}

/** POST (new) or PUT (edit) the bid as the spec's multipart form (spec §3 Bid form). */
export async function saveBid({ projectId, bidId, bidAmount, isHourly, hours, breakdown }: SaveBidInput) {
  const form = new FormData();
  form.set('project_id', String(projectId));
  form.set('bid_amount', bidAmount);
  form.set('bid_type', String(isHourly ? BID_TYPE.hourly : BID_TYPE.fixed));
  if (isHourly) form.set('hours', hours);
  form.set('bid_breakdown', breakdown);
  const answer = bidId
    ? await apiCall(endpoints.updateBid, { params: { project_id: projectId, bid_id: bidId }, body: form })
    : await apiCall(endpoints.createBid, { params: { project_id: projectId }, body: form });
  return { bid: answer.data, message: answer.message };
}

export function useSaveBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKeys.all }),
  });
}
