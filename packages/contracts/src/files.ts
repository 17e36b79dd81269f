// Uploads (spec 'portal-access-profile-chat-works.md' §5 and §9: uploads are limited to 10MB) and
// the answers that carry stored files, shared by the API and the web app.
import { z } from 'zod';

/** Spec §9: upload maximum 10MB, checked in the browser before sending and by the server. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Image kinds the portal accepts, by the type sniffed from the bytes. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** What the file picker offers (the server sniffs the bytes whatever the browser says). */
export const IMAGE_ACCEPT = IMAGE_CONTENT_TYPES.join(',');

export const uploadMessages = {
  tooLarge: 'The file is larger than 10 MB.',
  imagesOnly: 'Only JPEG, PNG, WebP or GIF images can be uploaded.',
  imagesOrVideosOnly: 'Only JPEG, PNG, WebP or GIF images, or MP4, MOV or WebM videos can be uploaded.',
  unsupportedType: 'This kind of file cannot be uploaded here.',
  unreadableImage: 'This image could not be read. Try another file.',
  imageTooBig: 'This image has too many pixels. Use one under 64 megapixels.',
  noFile: 'Choose a file to upload.',
  notMultipart: 'Send the file as multipart/form-data.',
  malformedMultipart:
    'The form could not be read: it was cut short or is not well-formed multipart/form-data. Please send it again.',
  notJsonOrMultipart: 'Send the form as JSON, or as multipart/form-data when it carries files.',
  uploadFailed: 'The upload failed. Please try again.',
  profileImageUpdated: 'Profile picture updated successfully',
} as const;

/** A new profile picture (POST /api/update_profile_image, data). */
export const ZProfileImage = z.object({
  avatar: z.string(),
  avatar_thumb: z.string(),
});
export type TProfileImage = z.infer<typeof ZProfileImage>;
