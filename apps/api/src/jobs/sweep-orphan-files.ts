import type { Database } from '@homebid/db/client';
import {
  albumFiles,
  chatMessages,
  projectCompletionFiles,
  projectFiles,
  providerCertificates,
  storedFiles,
  users,
} from '@homebid/db/schema';
import { and, inArray, lt, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore, ListedObject } from '../lib/storage/file-store';

/** Uploads younger than this are left alone: their request may still be attaching them. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60_000;

/**
 * Every column that keeps a stored file: a file no row names here is an orphan. A feature that
 * keeps files (chat attachments, project documents) adds its column; a test checks that every
 * foreign key to stored_files is listed.
 */
export const FILE_REFERENCES: readonly PgColumn[] = [
  albumFiles.fileId,
  users.avatarFileId,
  projectFiles.storedFileId,
  projectCompletionFiles.storedFileId,
  chatMessages.attachmentFileId,
  providerCertificates.fileId,
];

/**
 * The keys uploads are stored under (modules/files/store-upload.ts): `<yyyy>/<mm>/<32 hex>` and
 * `.<ext>`, or `-thumb.webp` for a thumbnail. Objects under other keys are never swept, so a
 * bucket shared with something else keeps its other objects.
 */
export const UPLOAD_KEY = /^\d{4}\/\d{2}\/[0-9a-f]{32}(?:\.[a-z0-9]+|-thumb\.webp)$/;

const BATCH = 500;

export interface SweepOrphanFilesOptions {
  db: Database;
  store: FileStore;
  log?: FastifyBaseLogger;
  now?: Date;
}

export interface SweepResult {
  /** stored_files rows (with their objects) that no feature kept. */
  rows: number;
  /** Objects that no stored_files row names. */
  objects: number;
}

/**
 * Removes what a crash in the middle of an upload leaves behind, once it is a day old:
 * stored_files rows that nothing references (the upload was stored but never attached to an
 * album or an avatar), with their objects; then stored objects that no row names (the process
 * died between writing the object and inserting its row).
 */
export async function sweepOrphanFiles({
  db,
  store,
  log,
  now = new Date(),
}: SweepOrphanFilesOptions): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - ORPHAN_MIN_AGE_MS);
  const rows = await deleteUnreferencedRows(db, store, cutoff, log);
  const objects = await deleteUnnamedObjects(db, store, cutoff, log);
  return { rows, objects };
}

const isUnreferenced = (column: PgColumn) =>
  sql`not exists (select 1 from ${column.table} where ${column} = ${storedFiles.id})`;

async function deleteUnreferencedRows(db: Database, store: FileStore, cutoff: Date, log?: FastifyBaseLogger) {
  let total = 0;
  for (;;) {
    const batch = db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(lt(storedFiles.createdAt, cutoff), ...FILE_REFERENCES.map(isUnreferenced)))
      .limit(BATCH);
    // The conditions are checked again by the DELETE itself, so a row attached meanwhile stays.
    const removed = await db
      .delete(storedFiles)
      .where(and(inArray(storedFiles.id, batch), ...FILE_REFERENCES.map(isUnreferenced)))
      .returning({ key: storedFiles.key, thumbnailKey: storedFiles.thumbnailKey });
    await deleteObjects(
      store,
      removed.flatMap((file) => (file.thumbnailKey ? [file.key, file.thumbnailKey] : [file.key])),
      log,
    );
    total += removed.length;
    if (removed.length < BATCH) return total;
  }
}

async function deleteUnnamedObjects(db: Database, store: FileStore, cutoff: Date, log?: FastifyBaseLogger) {
  let total = 0;
  let batch: ListedObject[] = [];
  const sweepBatch = async () => {
    const keys = batch.map((object) => object.key);
    batch = [];
    const named = await db
      .select({ key: storedFiles.key, thumbnailKey: storedFiles.thumbnailKey })
      .from(storedFiles)
      .where(or(inArray(storedFiles.key, keys), inArray(storedFiles.thumbnailKey, keys)));
    const kept = new Set(named.flatMap((row) => [row.key, row.thumbnailKey]));
    const orphans = keys.filter((key) => !kept.has(key));
    total += await deleteObjects(store, orphans, log);
  };
  for await (const object of store.list()) {
    if (object.lastModified >= cutoff || !UPLOAD_KEY.test(object.key)) continue;
    batch.push(object);
    if (batch.length >= BATCH) await sweepBatch();
  }
  if (batch.length) await sweepBatch();
  return total;
}

/** Deletes the objects, logging any that fail (the next sweep tries again); answers how many went. */
async function deleteObjects(store: FileStore, keys: readonly string[], log?: FastifyBaseLogger): Promise<number> {
  const results = await Promise.allSettled(keys.map((key) => store.delete(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected')
      log?.warn({ err: result.reason, key: keys[i] }, 'could not delete a stored object');
  });
  return results.filter((result) => result.status === 'fulfilled').length;
}
