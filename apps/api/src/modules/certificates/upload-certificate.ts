import type { Multipart } from '@fastify/multipart';
import {
  CERTIFICATE_CONTENT_TYPES,
  CERTIFICATE_FILE_FIELD,
  CERTIFICATE_KIND_FIELD,
  CERTIFICATE_KINDS,
  certificateMessages,
  type TCertificate,
  type TCertificateKind,
} from '@homebid/contracts/certificates';
import { uploadMessages } from '@homebid/contracts/files';
import type { Database } from '@homebid/db/client';
import { providerCertificates, providers, storedFiles } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../lib/config';
import { invalid } from '../../lib/errors';
import type { FileStore } from '../../lib/storage/file-store';
import {
  deleteStoredObjects,
  readForm,
  readUploadedFile,
  removeStoredFiles,
  type StoredFile,
  storeUploadedBytes,
} from '../files';
import { certificateAnswer } from './certificate-answer';

export interface CertificateUpload {
  kind: TCertificateKind;
  bytes: Buffer;
  filename?: string;
}

const isKind = (value: string | undefined): value is TCertificateKind =>
  (CERTIFICATE_KINDS as readonly string[]).includes(value ?? '');

/**
 * The kind and the file of a POST /api/v2/providers/certificates request. The whole request is read
 * before anything is stored, so an oversized part anywhere leaves no trace (413); no kind or no
 * file answers 422.
 */
export async function readCertificateUpload(parts: AsyncIterable<Multipart>): Promise<CertificateUpload> {
  const files: Array<{ bytes: Buffer; filename?: string }> = [];
  const fields = await readForm(parts, async (part) => {
    const bytes = await readUploadedFile(part);
    if (part.fieldname === CERTIFICATE_FILE_FIELD && !files.length) files.push({ bytes, filename: part.filename });
  });
  const kind = fields[CERTIFICATE_KIND_FIELD]?.trim();
  if (!isKind(kind)) throw invalid(certificateMessages.kindRequired);
  const [file] = files;
  if (!file) throw invalid(uploadMessages.noFile);
  return { kind, ...file };
}

export interface UploadCertificateOptions {
  db: Database;
  store: FileStore;
  config: Pick<Config, 'publicUrl'>;
  providerId: number;
  /** The provider's user: the file's owner, the only reader besides the operator command. */
  userId: number;
  upload: CertificateUpload;
  log?: FastifyBaseLogger;
}

/**
 * Stores a pro's certificate as a private file (PDF, JPEG or PNG by its bytes; images lose their
 * metadata) and makes it the pro's certificate of its kind, pending review. A certificate of that
 * kind already there is replaced, whatever its status: its row and file go, so a badge always
 * stands for the file an operator saw and a decision never lands on a file it did not see.
 */
export async function uploadCertificate({
  db,
  store,
  config,
  providerId,
  userId,
  upload,
  log,
}: UploadCertificateOptions): Promise<TCertificate> {
  const stored = await storeUploadedBytes({
    db,
    store,
    bytes: upload.bytes,
    filename: upload.filename,
    ownerUserId: userId,
    accept: ['image', 'pdf'],
    only: { contentTypes: CERTIFICATE_CONTENT_TYPES, message: certificateMessages.wrongType },
    visibility: 'private',
    log,
  });
  let result: { certificate: typeof providerCertificates.$inferSelect; previous: StoredFile | null };
  try {
    result = await db.transaction(async (tx) => {
      // The provider's row orders two uploads of one pro, so the second replaces the first.
      await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for('update');
      const [old] = await tx
        .delete(providerCertificates)
        .where(and(eq(providerCertificates.providerId, providerId), eq(providerCertificates.kind, upload.kind)))
        .returning({ fileId: providerCertificates.fileId });
      const [certificate] = await tx
        .insert(providerCertificates)
        .values({ providerId, kind: upload.kind, fileId: stored.id })
        .returning();
      if (!old) return { certificate, previous: null };
      const [previous] = await tx
        .delete(storedFiles)
        .where(and(eq(storedFiles.id, old.fileId), eq(storedFiles.ownerUserId, userId)))
        .returning();
      return { certificate, previous: previous ?? null };
    });
  } catch (error) {
    await removeStoredFiles(db, store, [stored], log);
    throw error;
  }
  if (result.previous) await deleteStoredObjects(store, [result.previous], log);
  return certificateAnswer(config, result.certificate, stored);
}
