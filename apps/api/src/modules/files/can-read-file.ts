import type { Database } from '@homebid/db/client';
import type { StoredFile } from './store-upload';

/**
 * A feature's rule for its private files shared between parties (chat attachments, project
 * documents): true when `userId` may read the stored file `fileId`, by a query that ties the two.
 */
export type FileAccessRule = (db: Database, fileId: number, userId: number) => Promise<boolean>;

/**
 * Who may read a stored file. Public files: anyone with the (unguessable) URL. Private files: their
 * owner, or a reader one of the registered rules lets in.
 */
export async function canReadFile(
  db: Database,
  rules: readonly FileAccessRule[],
  file: Pick<StoredFile, 'id' | 'ownerUserId' | 'visibility'>,
  userId: number | null,
): Promise<boolean> {
  if (file.visibility === 'public') return true;
  if (userId === null) return false;
  if (file.ownerUserId === userId) return true;
  for (const rule of rules) if (await rule(db, file.id, userId)) return true;
  return false;
}
