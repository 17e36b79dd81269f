import type { Multipart } from '@fastify/multipart';
import { type TProfileImage, uploadMessages } from '@homebid/contracts/files';
import { apiMessages } from '@homebid/contracts/messages';
import type { Database } from '@homebid/db/client';
import { storedFiles, users } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../lib/config';
import { AppError, invalid } from '../../lib/errors';
import type { FileStore } from '../../lib/storage/file-store';
import {
  avatarUrls,
  deleteStoredObjects,
  readUploadedFile,
  removeStoredFiles,
  type StoredFile,
  storeUploadedBytes,
} from '../files';

/** Spec §7: the picture comes in the multipart field `document`. */
export const PROFILE_IMAGE_FIELD = 'document';

export interface ProfilePicture {
  bytes: Buffer;
  filename?: string;
}

/**
 * The picture of a POST /api/update_profile_image request. The whole request is read before
 * anything is stored, so a second, oversized part leaves no trace; no picture answers 422.
 */
export async function readProfilePicture(parts: AsyncIterable<Multipart>): Promise<ProfilePicture> {
  let picture: ProfilePicture | null = null;
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    const bytes = await readUploadedFile(part);
    if (part.fieldname === PROFILE_IMAGE_FIELD && !picture) picture = { bytes, filename: part.filename };
  }
  if (!picture) throw invalid(uploadMessages.noFile);
  return picture;
}

export interface UpdateProfileImageOptions {
  db: Database;
  store: FileStore;
  config: Pick<Config, 'publicUrl'>;
  userId: number;
  /** The picture's bytes and name, read from the request with `readProfilePicture`. */
  picture: ProfilePicture;
  log?: FastifyBaseLogger;
}

/**
 * POST /api/update_profile_image: stores the picture (public, metadata stripped), makes it the
 * user's avatar, and after the commit removes the previous picture.
 */
export async function updateProfileImage({
  db,
  store,
  config,
  userId,
  picture,
  log,
}: UpdateProfileImageOptions): Promise<TProfileImage> {
  const stored = await storeUploadedBytes({
    db,
    store,
    ...picture,
    ownerUserId: userId,
    accept: ['image'],
    visibility: 'public',
    log,
  });
  let previous: StoredFile | null;
  try {
    previous = await db.transaction(async (tx) => {
      const [user] = await tx
        .select({ avatarFileId: users.avatarFileId })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!user) throw new AppError('unauthenticated', apiMessages.unauthenticated);
      await tx.update(users).set({ avatarFileId: stored.id, updatedAt: new Date() }).where(eq(users.id, userId));
      if (user.avatarFileId === null) return null;
      const [old] = await tx
        .delete(storedFiles)
        .where(and(eq(storedFiles.id, user.avatarFileId), eq(storedFiles.ownerUserId, userId)))
        .returning();
      return old ?? null;
    });
  } catch (error) {
    await removeStoredFiles(db, store, [stored], log);
    throw error;
  }
  if (previous) await deleteStoredObjects(store, [previous], log);
  return avatarUrls(config, stored);
}
