import type { TAlbum, TAlbumFile } from '@homebid/contracts/works';
import type { Config } from '../../lib/config';
import { fileUrl, optionalFileUrl } from '../../lib/storage/file-url';

export interface AlbumRow {
  id: number;
  name: string;
  providerId: number;
  createdAt: Date;
  updatedAt: Date;
  coverKey: string | null;
  filesCount: number;
}

export interface AlbumFileRow {
  id: number;
  key: string;
  thumbnailKey: string | null;
  width: number | null;
  height: number | null;
  createdAt: Date;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function albumJson(config: Pick<Config, 'publicUrl'>, row: AlbumRow): TAlbum {
  return {
    id: row.id,
    name: row.name,
    provider_id: row.providerId,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    cover_thumbnail_url: optionalFileUrl(config, row.coverKey),
    files_count: Number(row.filesCount),
  };
}

export function albumFileJson(config: Pick<Config, 'publicUrl'>, row: AlbumFileRow): TAlbumFile {
  return {
    id: row.id,
    url: fileUrl(config, row.key),
    thumbnail_url: optionalFileUrl(config, row.thumbnailKey),
    width: row.width,
    height: row.height,
    created_at: iso(row.createdAt),
  };
}
