import type { TAlbum, TAlbumFile } from '@homebid/contracts/works';
import type { albumFiles, albums, storedFiles } from '@homebid/db/schema';
import type { Config } from '../../lib/config';
import { fileUrl, optionalFileUrl } from '../../lib/storage/file-url';

/** An album with its cover's thumbnail and its file count. */
export type AlbumWithCover = Pick<
  typeof albums.$inferSelect,
  'id' | 'name' | 'providerId' | 'createdAt' | 'updatedAt'
> & {
  coverKey: string | null;
  filesCount: number;
};

/** An album's file with the stored file's keys and size. */
export type AlbumFileWithKeys = Pick<typeof albumFiles.$inferSelect, 'id' | 'createdAt'> &
  Pick<typeof storedFiles.$inferSelect, 'key' | 'thumbnailKey' | 'width' | 'height'>;

export function albumJson(config: Pick<Config, 'publicUrl'>, row: AlbumWithCover): TAlbum {
  return {
    id: row.id,
    name: row.name,
    provider_id: row.providerId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    cover_thumbnail_url: optionalFileUrl(config, row.coverKey),
    files_count: row.filesCount,
  };
}

export function albumFileJson(config: Pick<Config, 'publicUrl'>, row: AlbumFileWithKeys): TAlbumFile {
  return {
    id: row.id,
    url: fileUrl(config, row.key),
    thumbnail_url: optionalFileUrl(config, row.thumbnailKey),
    width: row.width,
    height: row.height,
    created_at: row.createdAt.toISOString(),
  };
}
