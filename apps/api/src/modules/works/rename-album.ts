import type { TAlbum } from '@homebid/contracts/works';
import type { Database } from '@homebid/db/client';
import { albums } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { albumJson } from './album-json';
import { albumNotFound, findAlbumRow, findCallerProviderId } from './album-queries';

export interface RenameAlbumOptions {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  userId: number;
  albumId: number;
  name: string;
}

/** PUT /api/album/{id}: renames one of the caller's albums. */
export async function renameAlbum({ db, config, userId, albumId, name }: RenameAlbumOptions): Promise<TAlbum> {
  const providerId = await findCallerProviderId(db, userId);
  const updated = await db
    .update(albums)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(albums.id, albumId), eq(albums.providerId, providerId)))
    .returning({ id: albums.id });
  if (!updated.length) throw albumNotFound();
  const row = await findAlbumRow(db, providerId, albumId);
  if (!row) throw albumNotFound();
  return albumJson(config, row);
}
