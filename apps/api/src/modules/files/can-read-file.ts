import type { Database } from '@homebid/db/client';
import type { StoredFile } from './store-upload';

/**
 * Who may read a stored file. Public files: anyone with the (unguessable) URL. Private files: their
 * owner. Features with private files shared between parties (chat attachments, project documents)
 * add their rule here, with a query on `db` that ties the file to the reader.
 */
export async function canReadFile(
  db: Database,
  file: Pick<StoredFile, 'id' | 'ownerUserId' | 'visibility'>,
  userId: number | null,
): Promise<boolean> {
  if (file.visibility === 'public') return true;
  if (userId === null) return false;
  if (file.ownerUserId === userId) return true;
  return isSharedWith(db, file.id, userId);
}

/** No feature shares private files yet; chat and documents extend this. */
async function isSharedWith(_db: Database, _fileId: number, _userId: number): Promise<boolean> {
  return false;
}
