import type { TAlbum } from '@homebid/contracts/works';
import type { Database } from '@homebid/db/client';
import type { Config } from '../../lib/config';
import { albumJson } from './album-json';
import { findCallerProviderId, listAlbumRows } from './album-queries';

export interface ListAlbumsOptions {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  userId: number;
}

/** GET /api/album: the caller's albums with cover and file count. */
export async function listAlbums({ db, config, userId }: ListAlbumsOptions): Promise<TAlbum[]> {
  const providerId = await findCallerProviderId(db, userId);
  const rows = await listAlbumRows(db, providerId);
  return rows.map((row) => albumJson(config, row));
}
