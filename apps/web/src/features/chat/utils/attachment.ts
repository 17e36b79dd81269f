import { CHAT_IMAGE_CONTENT_TYPES, CHAT_MAX_ATTACHMENT_BYTES, CHAT_VIDEO_CONTENT_TYPES } from '@homebid/contracts/chat';
import { uploadMessages } from '@homebid/contracts/files';

const ACCEPTED: ReadonlySet<string> = new Set([...CHAT_IMAGE_CONTENT_TYPES, ...CHAT_VIDEO_CONTENT_TYPES]);
const EXTENSIONS = /\.(jpe?g|png|webp|gif|mp4|mov|webm)$/i;

/**
 * What the browser can tell before sending (spec §5: images and videos only; §9: 10 MB). The
 * server sniffs the bytes and decides; a file the browser cannot type is judged by its name.
 */
export function checkAttachment(file: File): string | null {
  if (file.size > CHAT_MAX_ATTACHMENT_BYTES) return uploadMessages.tooLarge;
  const isAccepted = file.type ? ACCEPTED.has(file.type) : EXTENSIONS.test(file.name);
  return isAccepted ? null : uploadMessages.imagesOrVideosOnly;
}

export const isVideoFile = (file: File) => file.type.startsWith('video/') || /\.(mp4|mov|webm)$/i.test(file.name);
