import type { TAlbumDetail } from '@homebid/contracts/works';
import type { Database } from '@homebid/db/client';
import type { Config } from '../../lib/config';
import { albumFileJson, albumJson } from './album-json';
import { albumNotFound, findAlbumRow, findCallerProviderId, listAlbumFileRows } from './album-queries';

export interface GetAlbumOptions {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  userId: number;
  albumId: number;
}

/** GET /api/album/{id}: one of the caller's albums with its files. */
export async function getAlbum({ db, config, userId, albumId }: GetAlbumOptions): Promise<TAlbumDetail> {
  const providerId = await findCallerProviderId(db, userId);
  const row = await findAlbumRow(db, providerId, albumId);
  if (!row) throw albumNotFound();
  const files = await listAlbumFileRows(db, [albumId]);
  return { album: albumJson(config, row), files: files.map((file) => albumFileJson(config, file)) };
}
