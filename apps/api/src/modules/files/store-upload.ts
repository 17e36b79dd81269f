import { randomBytes } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, uploadMessages } from '@homebid/contracts/files';
import type { Database } from '@homebid/db/client';
import { storedFiles } from '@homebid/db/schema';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError, invalid } from '../../lib/errors';
import type { FileStore } from '../../lib/storage/file-store';
import { deleteStoredObjects } from './delete-stored-objects';

export type StoredFile = typeof storedFiles.$inferSelect;
export type UploadKind = 'image' | 'video' | 'pdf';
export type FileVisibility = 'public' | 'private';

/** Width of the thumbnail every image gets (WebP, never enlarged). */
export const THUMBNAIL_WIDTH = 400;
/** Decoding more pixels than this is refused: a small file can unpack into gigabytes. */
export const MAX_IMAGE_PIXELS = 64_000_000;

interface Target {
  contentType: string;
  ext: string;
  kind: UploadKind;
  /** The sharp output format of an image (HEIC is stored as JPEG: browsers cannot show HEIC). */
  format?: 'jpeg' | 'png' | 'webp' | 'gif';
}

/** HEIC needs libheif with an HEVC decoder, which sharp's prebuilt binaries leave out. */
export const CAN_READ_HEIC = sharp.format.heif?.input.fileSuffix?.includes('.heic') ?? false;

const TARGETS: Record<string, Target> = {
  'image/jpeg': { contentType: 'image/jpeg', ext: 'jpg', kind: 'image', format: 'jpeg' },
  'image/png': { contentType: 'image/png', ext: 'png', kind: 'image', format: 'png' },
  'image/webp': { contentType: 'image/webp', ext: 'webp', kind: 'image', format: 'webp' },
  'image/gif': { contentType: 'image/gif', ext: 'gif', kind: 'image', format: 'gif' },
  ...(CAN_READ_HEIC
    ? {
        'image/heic': { contentType: 'image/jpeg', ext: 'jpg', kind: 'image', format: 'jpeg' },
        'image/heif': { contentType: 'image/jpeg', ext: 'jpg', kind: 'image', format: 'jpeg' },
      }
    : {}),
  'video/mp4': { contentType: 'video/mp4', ext: 'mp4', kind: 'video' },
  'video/quicktime': { contentType: 'video/quicktime', ext: 'mov', kind: 'video' },
  'video/webm': { contentType: 'video/webm', ext: 'webm', kind: 'video' },
  'application/pdf': { contentType: 'application/pdf', ext: 'pdf', kind: 'pdf' },
};

/** Extensions an image's main object can have (the /files route finds a thumbnail's file by them). */
export const IMAGE_EXTENSIONS = [
  ...new Set(
    Object.values(TARGETS)
      .filter((t) => t.kind === 'image')
      .map((t) => t.ext),
  ),
];
export const THUMBNAIL_SUFFIX = '-thumb.webp';

function wrongTypeMessage(accept: readonly UploadKind[]): string {
  const kinds = new Set(accept);
  if (kinds.size === 1 && kinds.has('image')) return uploadMessages.imagesOnly;
  if (kinds.size === 2 && kinds.has('image') && kinds.has('video')) return uploadMessages.imagesOrVideosOnly;
  return uploadMessages.unsupportedType;
}

/** Reads an uploaded part into memory; a file over the limit answers 413 and leaves nothing behind. */
export async function readUploadedFile(file: MultipartFile): Promise<Buffer> {
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', uploadMessages.tooLarge);
    }
    throw error;
  }
  if (file.file.truncated || bytes.length > MAX_UPLOAD_BYTES) {
    throw new AppError('payload_too_large', uploadMessages.tooLarge);
  }
  return bytes;
}

interface PreparedObject {
  body: Buffer;
  contentType: string;
}

interface PreparedUpload {
  target: Target;
  main: PreparedObject;
  thumbnail: PreparedObject | null;
  width: number | null;
  height: number | null;
}

/** Narrows an upload to some sniffed types of its kinds, answering its own message for any other. */
export interface OnlyTypes {
  /** Sniffed MIME types the upload may be (each also of an accepted kind). */
  contentTypes: readonly string[];
  /** The 422 message for any other type. */
  message: string;
}

/**
 * Sniffs the real type from the bytes and, for an image, re-encodes it without metadata and
 * thumbnails it. `only` narrows the accepted kinds to some types (a certificate: PDF, JPEG, PNG).
 */
export async function prepareUpload(
  bytes: Buffer,
  accept: readonly UploadKind[],
  only?: OnlyTypes,
): Promise<PreparedUpload> {
  const sniffed = await fileTypeFromBuffer(bytes);
  const target = sniffed ? TARGETS[sniffed.mime] : undefined;
  if (only && !(sniffed && only.contentTypes.includes(sniffed.mime))) throw invalid(only.message);
  if (!target || !accept.includes(target.kind)) throw invalid(wrongTypeMessage(accept));
  if (target.kind !== 'image' || !target.format) {
    return {
      target,
      main: { body: bytes, contentType: target.contentType },
      thumbnail: null,
      width: null,
      height: null,
    };
  }
  const isGif = target.format === 'gif';
  try {
    // sharp drops EXIF (GPS, camera), XMP and IPTC unless asked to keep them; rotate() applies the
    // EXIF orientation first so the picture still stands the right way up.
    let image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: isGif });
    if (!isGif) image = image.rotate();
    const encoded =
      target.format === 'jpeg'
        ? image.jpeg({ quality: 88, mozjpeg: true })
        : target.format === 'png'
          ? image.png()
          : target.format === 'webp'
            ? image.webp({ quality: 88 })
            : image.gif();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return {
      target,
      main: { body: data, contentType: target.contentType },
      thumbnail: { body: thumbnail, contentType: 'image/webp' },
      width: info.width,
      height: isGif ? (info.pageHeight ?? info.height) : info.height,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw invalid(uploadMessages.imageTooBig);
    throw invalid(uploadMessages.unreadableImage);
  }
}

/** `<yyyy>/<mm>/<32 hex>`: unguessable, and spread over folders by month. */
export function newKeyBase(now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}`;
}

function cleanName(name: string | undefined): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const cleaned = (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned ? cleaned.slice(0, 255) : null;
}

interface StoreOptions {
  db: Database;
  store: FileStore;
  ownerUserId: number;
  /** The kinds this upload may be; anything else answers 422. */
  accept: readonly UploadKind[];
  /** Fewer types than the kinds hold, with the message for the others. */
  only?: OnlyTypes;
  visibility: FileVisibility;
  log?: FastifyBaseLogger;
}

export interface StoreUploadOptions extends StoreOptions {
  file: MultipartFile;
}

/**
 * The one way an upload enters the portal: reads the part (10 MB at most), checks what the bytes
 * really are, strips image metadata, makes a thumbnail, stores the objects under unguessable keys
 * and records them in stored_files. Nothing is left behind when any step fails.
 */
export async function storeUpload({ file, ...options }: StoreUploadOptions): Promise<StoredFile> {
  const bytes = await readUploadedFile(file);
  return storeUploadedBytes({ ...options, bytes, filename: file.filename });
}

export interface StoreUploadedBytesOptions extends StoreOptions {
  /** The part's bytes, as `readUploadedFile` read them. */
  bytes: Buffer;
  filename?: string;
}

/** `storeUpload` for a part already read into memory. */
export async function storeUploadedBytes({
  db,
  store,
  bytes,
  filename,
  ownerUserId,
  accept,
  only,
  visibility,
  log,
}: StoreUploadedBytesOptions): Promise<StoredFile> {
  const prepared = await prepareUpload(bytes, accept, only);
  const base = newKeyBase();
  const key = `${base}.${prepared.target.ext}`;
  const thumbnailKey = prepared.thumbnail ? `${base}${THUMBNAIL_SUFFIX}` : null;
  const written: Array<Pick<StoredFile, 'key' | 'thumbnailKey'>> = [{ key, thumbnailKey }];
  try {
    await store.put(key, prepared.main.body, prepared.main.contentType);
    if (prepared.thumbnail && thumbnailKey) {
      await store.put(thumbnailKey, prepared.thumbnail.body, prepared.thumbnail.contentType);
    }
    const [row] = await db
      .insert(storedFiles)
      .values({
        ownerUserId,
        key,
        thumbnailKey,
        contentType: prepared.main.contentType,
        byteSize: prepared.main.body.length,
        width: prepared.width,
        height: prepared.height,
        originalName: cleanName(filename),
        visibility,
      })
      .returning();
    return row;
  } catch (error) {
    await deleteStoredObjects(store, written, log);
    throw error;
  }
}
