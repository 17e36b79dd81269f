import { join } from 'node:path';
import type { Config } from '../config';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createS3FileStore } from './s3-file-store';

/** CONTRACT §2: an S3-compatible store when S3_BUCKET is set, otherwise DATA_DIR/files. */
export function createFileStore(config: Pick<Config, 's3' | 'dataDir'>): FileStore {
  const { s3 } = config;
  if (s3.endpoint && !s3.bucket) throw new Error('Invalid configuration: S3_BUCKET is needed with S3_ENDPOINT');
  if (Boolean(s3.accessKeyId) !== Boolean(s3.secretAccessKey)) {
    throw new Error('Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  }
  if (!s3.bucket) return createLocalFileStore(join(config.dataDir, 'files'));
  return createS3FileStore({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
  });
}
