import type { storedFiles } from '@homebid/db/schema';
import type { Config } from '../../lib/config';
import { fileUrl } from '../../lib/storage/file-url';

type AvatarFile = Pick<typeof storedFiles.$inferSelect, 'key' | 'thumbnailKey'>;
type AvatarUrls = { avatar: string; avatar_thumb: string };

/** The picture and its thumbnail of a user whose `avatar_file_id` points at `file` (both null without one). */
export function avatarUrls(config: Pick<Config, 'publicUrl'>, file: AvatarFile): AvatarUrls;
export function avatarUrls(
  config: Pick<Config, 'publicUrl'>,
  file: AvatarFile | null | undefined,
): AvatarUrls | { avatar: null; avatar_thumb: null };
export function avatarUrls(config: Pick<Config, 'publicUrl'>, file: AvatarFile | null | undefined) {
  if (!file) return { avatar: null, avatar_thumb: null };
  const avatar = fileUrl(config, file.key);
  return { avatar, avatar_thumb: file.thumbnailKey ? fileUrl(config, file.thumbnailKey) : avatar };
}
