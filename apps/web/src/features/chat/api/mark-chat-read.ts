import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';

/** POST /api/messages/mark_read: read receipt up to a message of the other party. */
export async function markChatRead(projectId: number, providerId: number, upToMessageId: number) {
  const { data } = await apiCall(endpoints.markChatRead, {
    body: { project_id: projectId, provider_id: providerId, up_to_message_id: upToMessageId },
  });
  return data;
}
