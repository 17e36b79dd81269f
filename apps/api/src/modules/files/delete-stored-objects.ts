import type { Database } from '@homebid/db/client';
import { storedFiles } from '@homebid/db/schema';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../../lib/storage/file-store';

interface ObjectKeys {
  key: string;
  thumbnailKey: string | null;
}

/**
 * Removes the objects of files whose rows are gone (call it after the commit). A failure is logged,
 * not thrown: the answer already reflects the database, and a leftover object is unreachable.
 */
export async function deleteStoredObjects(
  store: FileStore,
  files: readonly ObjectKeys[],
  log?: FastifyBaseLogger,
): Promise<void> {
  const keys = files.flatMap((file) => (file.thumbnailKey ? [file.key, file.thumbnailKey] : [file.key]));
  const results = await Promise.allSettled(keys.map((key) => store.delete(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected')
      log?.warn({ err: result.reason, key: keys[i] }, 'could not delete a stored object');
  });
}

/** Undoes uploads that cannot be kept: their rows, then their objects. */
export async function removeStoredFiles(
  db: Database,
  store: FileStore,
  files: ReadonlyArray<ObjectKeys & { id: number }>,
  log?: FastifyBaseLogger,
): Promise<void> {
  if (!files.length) return;
  try {
    await db.delete(storedFiles).where(
      inArray(
        storedFiles.id,
        files.map((file) => file.id),
      ),
    );
  } catch (error) {
    log?.warn({ err: error }, 'could not delete stored_files rows of a failed upload');
  }
  await deleteStoredObjects(store, files, log);
}
