import type { Database } from '@homebid/db/client';
import { storedFiles } from '@homebid/db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import { IMAGE_EXTENSIONS, type StoredFile, THUMBNAIL_SUFFIX } from './store-upload';

export interface FoundFile {
  file: StoredFile;
  isThumbnail: boolean;
}

/**
 * The stored file a key belongs to, as its main object or its thumbnail. A thumbnail's key is its
 * file's key base plus THUMBNAIL_SUFFIX, so both lookups use the unique index on `key`.
 */
export async function findFileByKey(db: Database, key: string): Promise<FoundFile | null> {
  if (key.endsWith(THUMBNAIL_SUFFIX)) {
    const base = key.slice(0, -THUMBNAIL_SUFFIX.length);
    const [file] = await db
      .select()
      .from(storedFiles)
      .where(
        and(
          inArray(
            storedFiles.key,
            IMAGE_EXTENSIONS.map((ext) => `${base}.${ext}`),
          ),
          eq(storedFiles.thumbnailKey, key),
        ),
      )
      .limit(1);
    return file ? { file, isThumbnail: true } : null;
  }
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.key, key)).limit(1);
  return file ? { file, isThumbnail: false } : null;
}
