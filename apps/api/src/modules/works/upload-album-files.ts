import type { Multipart } from '@fastify/multipart';
import { uploadMessages } from '@homebid/contracts/files';
import { MAX_FILES_PER_UPLOAD, type TAlbumFile, worksMessages } from '@homebid/contracts/works';
import type { Database } from '@homebid/db/client';
import { albumFiles, albums } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../lib/config';
import { invalid } from '../../lib/errors';
import type { FileStore } from '../../lib/storage/file-store';
import { readUploadedFile, removeStoredFiles, type StoredFile, storeUpload } from '../files';
import { albumFileJson } from './album-json';
import { albumNotFound, findAlbumRow, findCallerProviderId, lockCallerAlbum } from './album-queries';

/** Spec §7: the files come in the multipart field `document[]` (`document` is taken too). */
export const ALBUM_FILE_FIELDS = new Set(['document[]', 'document']);

export interface UploadAlbumFilesOptions {
  db: Database;
  store: FileStore;
  config: Pick<Config, 'publicUrl'>;
  userId: number;
  albumId: number;
  parts: AsyncIterable<Multipart>;
  log?: FastifyBaseLogger;
}

/**
 * POST /api/album/{id}/upload_document: stores each image (public: the portfolio is shown to
 * customers) and adds them to the caller's album. All or nothing: when one file fails, the ones
 * stored before it are removed again.
 */
export async function uploadAlbumFiles({
  db,
  store,
  config,
  userId,
  albumId,
  parts,
  log,
}: UploadAlbumFilesOptions): Promise<TAlbumFile[]> {
  const providerId = await findCallerProviderId(db, userId);
  if (!(await findAlbumRow(db, providerId, albumId))) throw albumNotFound();

  const stored: StoredFile[] = [];
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (!ALBUM_FILE_FIELDS.has(part.fieldname)) {
        await readUploadedFile(part);
        continue;
      }
      if (stored.length >= MAX_FILES_PER_UPLOAD) throw invalid(worksMessages.tooManyFiles);
      stored.push(
        await storeUpload({ db, store, file: part, ownerUserId: userId, accept: ['image'], visibility: 'public', log }),
      );
    }
    if (!stored.length) throw invalid(uploadMessages.noFile);

    const rows = await db.transaction(async (tx) => {
      const album = await lockCallerAlbum(tx, albumId, providerId);
      const inserted = await tx
        .insert(albumFiles)
        .values(stored.map((file) => ({ albumId: album.id, fileId: file.id })))
        .returning();
      await tx.update(albums).set({ updatedAt: new Date() }).where(eq(albums.id, album.id));
      return inserted;
    });
    const byId = new Map(stored.map((file) => [file.id, file]));
    return rows.map((row) => {
      const file = byId.get(row.fileId) as StoredFile;
      return albumFileJson(config, { ...file, id: row.id, createdAt: row.createdAt });
    });
  } catch (error) {
    await removeStoredFiles(db, store, stored, log);
    throw error;
  }
}
