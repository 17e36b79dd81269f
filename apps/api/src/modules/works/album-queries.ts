import { worksMessages } from '@homebid/contracts/works';
import type { Database } from '@homebid/db/client';
import { albumFiles, albums, providers, storedFiles } from '@homebid/db/schema';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { AppError, forbidden } from '../../lib/errors';
import type { AlbumFileRow, AlbumRow } from './album-json';

export const albumNotFound = () => new AppError('not_found', worksMessages.albumNotFound);

/** The caller's provider id; a provider account without its business record cannot keep albums yet. */
export async function findCallerProviderId(db: Database, userId: number): Promise<number> {
  const [provider] = await db.select({ id: providers.id }).from(providers).where(eq(providers.userId, userId));
  if (!provider) throw forbidden(worksMessages.providerProfileMissing);
  return provider.id;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Locks the caller's album for the rest of the transaction; 404 when it is not the caller's. */
export async function lockCallerAlbum(tx: Transaction, albumId: number, providerId: number): Promise<{ id: number }> {
  const [album] = await tx
    .select({ id: albums.id })
    .from(albums)
    .where(and(eq(albums.id, albumId), eq(albums.providerId, providerId)))
    .for('update');
  if (!album) throw albumNotFound();
  return album;
}

// The first file's thumbnail is the cover; the count is the album's files. (Written out with
// aliases: drizzle leaves columns unqualified in a one-table select, which the subqueries would misread.)
const coverKey = sql<string | null>`(
  select cover.thumbnail_key from album_files first_file
  join stored_files cover on cover.id = first_file.file_id
  where first_file.album_id = albums.id
  order by first_file.id asc limit 1
)`;
const filesCount = sql<number>`(select count(*)::int from album_files counted where counted.album_id = albums.id)`;

function selectAlbums(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: albums.id,
      name: albums.name,
      providerId: albums.providerId,
      createdAt: albums.createdAt,
      updatedAt: albums.updatedAt,
      coverKey,
      filesCount,
    })
    .from(albums)
    .where(where);
}

/** A provider's albums, newest first. */
export async function listAlbumRows(db: Database, providerId: number): Promise<AlbumRow[]> {
  return selectAlbums(db, eq(albums.providerId, providerId)).orderBy(desc(albums.createdAt), desc(albums.id));
}

/** One album, only when it is the provider's. */
export async function findAlbumRow(db: Database, providerId: number, albumId: number): Promise<AlbumRow | null> {
  const [row] = await selectAlbums(db, and(eq(albums.id, albumId), eq(albums.providerId, providerId)));
  return row ?? null;
}

/** An album's files in upload order. */
export async function listAlbumFileRows(
  db: Database,
  albumIds: number[],
): Promise<Array<AlbumFileRow & { albumId: number }>> {
  if (!albumIds.length) return [];
  return db
    .select({
      id: albumFiles.id,
      albumId: albumFiles.albumId,
      key: storedFiles.key,
      thumbnailKey: storedFiles.thumbnailKey,
      width: storedFiles.width,
      height: storedFiles.height,
      createdAt: albumFiles.createdAt,
    })
    .from(albumFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, albumFiles.fileId))
    .where(inArray(albumFiles.albumId, albumIds))
    .orderBy(asc(albumFiles.albumId), asc(albumFiles.id));
}
