import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertValidKey,
  type FileStore,
  type StoredObject,
  StoredObjectNotFoundError,
  streamToBuffer,
} from './file-store';

export interface S3FileStoreOptions {
  bucket: string;
  /** An S3-compatible server (MinIO, Ceph, R2, …); AWS itself when absent. */
  endpoint?: string;
  region: string;
  /** `endpoint/bucket/key` (most S3-compatible servers); false: `bucket.endpoint/key` (AWS's virtual-hosted style). */
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404);

/** The S3 client's settings for the store's options. */
export function s3ClientConfig(options: S3FileStoreOptions): S3ClientConfig {
  return {
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Many S3-compatible servers reject the SDK's default streaming checksums; send them only when required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** Objects in one bucket of an S3-compatible store. */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const client = new S3Client(s3ClientConfig(options));
  const Bucket = options.bucket;

  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertValidKey(key);
      // PutObject needs the length up front; uploads are capped at 10 MB, so a stream is read into memory.
      const bytes = Buffer.isBuffer(body) ? body : await streamToBuffer(body as Readable);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }),
      );
    },
    async get(key, range): Promise<StoredObject> {
      assertValidKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        // A ranged answer's Content-Range ends with the whole object's size.
        const whole = answer.ContentRange ? Number(answer.ContentRange.split('/')[1]) : Number.NaN;
        return {
          body: answer.Body as Readable,
          contentType: answer.ContentType ?? 'application/octet-stream',
          size: Number.isFinite(whole) ? whole : (answer.ContentLength ?? 0),
        };
      } catch (error) {
        if (isMissing(error)) throw new StoredObjectNotFoundError(key);
        throw error;
      }
    },
    async delete(key) {
      assertValidKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async exists(key) {
      assertValidKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, lastModified: object.LastModified ?? new Date() };
        }
      }
    },
    async close() {
      client.destroy();
    },
  };
}
