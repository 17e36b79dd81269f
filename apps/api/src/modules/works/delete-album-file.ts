import { worksMessages } from '@homebid/contracts/works';
import type { Database } from '@homebid/db/client';
import { albumFiles, albums, storedFiles } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors';
import type { FileStore } from '../../lib/storage/file-store';
import { deleteStoredObjects } from '../files';
import { findCallerProviderId } from './album-queries';

export interface DeleteAlbumFileOptions {
  db: Database;
  store: FileStore;
  userId: number;
  /** The album file's id (album_files.id). */
  albumFileId: number;
  log?: FastifyBaseLogger;
}

/** DELETE /api/delete_document/{id}: one file of one of the caller's albums, then its stored objects. */
export async function deleteAlbumFile({ db, store, userId, albumFileId, log }: DeleteAlbumFileOptions): Promise<void> {
  const providerId = await findCallerProviderId(db, userId);
  const removed = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        albumId: albums.id,
        fileId: storedFiles.id,
        key: storedFiles.key,
        thumbnailKey: storedFiles.thumbnailKey,
      })
      .from(albumFiles)
      .innerJoin(albums, eq(albums.id, albumFiles.albumId))
      .innerJoin(storedFiles, eq(storedFiles.id, albumFiles.fileId))
      .where(and(eq(albumFiles.id, albumFileId), eq(albums.providerId, providerId)))
      .for('update', { of: albums });
    if (!found) throw new AppError('not_found', worksMessages.fileNotFound);
    await tx.delete(albumFiles).where(eq(albumFiles.id, albumFileId));
    await tx.delete(storedFiles).where(eq(storedFiles.id, found.fileId));
    await tx.update(albums).set({ updatedAt: new Date() }).where(eq(albums.id, found.albumId));
    return found;
  });
  await deleteStoredObjects(store, [removed], log);
}
