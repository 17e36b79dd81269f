import type { TChat, TChatCreationAnswer, TMessageBy } from '@homebid/contracts/chat';
import { uploadMessages } from '@homebid/contracts/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { isVideoFile } from '../utils/attachment';
import { withMessage } from '../utils/chat-cache';
import { chatKeys } from './query-keys';

export interface SendChatMessageInput {
  projectId: number;
  providerId: number;
  /** Who sends: the side of the conversation this app speaks for. */
  side: TMessageBy;
  text: string;
  file?: File | null;
  /** Share of the bytes sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/messages/chat_creation (spec §7): multipart, the field `message` holds the JSON
 * {project_id, provider_id, message_type, message_by, msg}, the field `document` the file.
 */
export async function sendChatMessage({
  projectId,
  providerId,
  side,
  text,
  file,
  onProgress,
  signal,
}: SendChatMessageInput): Promise<TChatCreationAnswer> {
  const form = new FormData();
  const messageType = file ? (isVideoFile(file) ? 'video' : 'image') : 'text';
  form.append(
    'message',
    JSON.stringify({
      project_id: projectId,
      provider_id: providerId,
      message_type: messageType,
      message_by: side,
      msg: text,
    }),
  );
  if (file) form.append('document', file, file.name);
  const answer = await apiUpload(endpoints.createChatMessage, {
    params: undefined,
    body: form,
    onProgress,
    signal,
    failureMessage: uploadMessages.uploadFailed,
  });
  return answer.data;
}

/** Sends and puts the sent message in the conversation at once (the live echo then changes nothing). */
export function useSendChatMessage(projectId: number, providerId: number, side: TMessageBy) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<SendChatMessageInput, 'projectId' | 'providerId' | 'side'>) =>
      sendChatMessage({ ...input, projectId, providerId, side }),
    onSuccess: (answer) => {
      const sent = answer.chat;
      if (!sent) return;
      queryClient.setQueryData<TChat>(chatKeys.conversation(projectId, providerId), (chat) =>
        chat ? withMessage(chat, sent) : chat,
      );
    },
  });
}
