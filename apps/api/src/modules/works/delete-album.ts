import type { Database } from '@homebid/db/client';
import { albumFiles, albums, storedFiles } from '@homebid/db/schema';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../../lib/storage/file-store';
import { deleteStoredObjects } from '../files';
import { findCallerProviderId, lockCallerAlbum } from './album-queries';

export interface DeleteAlbumOptions {
  db: Database;
  store: FileStore;
  userId: number;
  albumId: number;
  log?: FastifyBaseLogger;
}

/** DELETE /api/album/{id}: the album, its files' rows, and after the commit their stored objects. */
export async function deleteAlbum({ db, store, userId, albumId, log }: DeleteAlbumOptions): Promise<void> {
  const providerId = await findCallerProviderId(db, userId);
  const removed = await db.transaction(async (tx) => {
    const album = await lockCallerAlbum(tx, albumId, providerId);
    const files = await tx
      .select({ id: storedFiles.id, key: storedFiles.key, thumbnailKey: storedFiles.thumbnailKey })
      .from(albumFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, albumFiles.fileId))
      .where(eq(albumFiles.albumId, album.id));
    await tx.delete(albums).where(eq(albums.id, album.id));
    if (files.length) {
      await tx.delete(storedFiles).where(
        inArray(
          storedFiles.id,
          files.map((file) => file.id),
        ),
      );
    }
    return files;
  });
  await deleteStoredObjects(store, removed, log);
}
