import type { TAlbum } from '@homebid/contracts/works';
import type { Database } from '@homebid/db/client';
import { albums } from '@homebid/db/schema';
import type { Config } from '../../lib/config';
import { albumJson } from './album-json';
import { findCallerProviderId } from './album-queries';

export interface CreateAlbumOptions {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  userId: number;
  name: string;
}

/** POST /api/album: a new, empty album of the caller's. */
export async function createAlbum({ db, config, userId, name }: CreateAlbumOptions): Promise<TAlbum> {
  const providerId = await findCallerProviderId(db, userId);
  const [album] = await db.insert(albums).values({ providerId, name }).returning();
  return albumJson(config, { ...album, coverKey: null, filesCount: 0 });
}
