import type { Readable } from 'node:stream';

/** One stored object, read back. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  /** Size in bytes. */
  size: number;
}

/** Bytes `start` to `end` of an object, both included (an HTTP Range, resolved against its size). */
export interface ByteRange {
  start: number;
  end: number;
}

/** One entry of `FileStore.list`. */
export interface ListedObject {
  key: string;
  /** When the object was last written. */
  lastModified: Date;
}

/**
 * Where uploads live: the local disk (DATA_DIR/files) or an S3-compatible object store. Keys are
 * relative paths such as `2026/05/<32 hex>.jpg`; see `assertValidKey`.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /**
   * Throws `StoredObjectNotFoundError` when there is no object under the key. With `range`, `body`
   * holds those bytes only (`size` stays the whole object's).
   */
  get(key: string, range?: ByteRange): Promise<StoredObject>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored object, in no particular order (the orphan sweep reads it). */
  list(): AsyncIterable<ListedObject>;
  /** Releases connections (called when the app closes). */
  close(): Promise<void>;
}

export class StoredObjectNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object under ${key}`);
    this.name = 'StoredObjectNotFoundError';
  }
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Not a valid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const MAX_KEY_LENGTH = 512;

/** True for keys made of `/`-separated segments that start with a letter or digit (so no `..`, no hidden names). */
export function isValidKey(key: string): boolean {
  if (!key || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidStorageKeyError(key);
}

/** Reads a stream to its end into one buffer. */
export async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}
