import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { s3ClientConfig } from './s3-file-store';

/** Where the SDK would send a PutObject under these options: stopped before it leaves the process. */
async function addressOf(forcePathStyle: boolean, endpoint?: string) {
  const client = new S3Client(
    s3ClientConfig({
      bucket: 'homebid-files',
      endpoint,
      region: 'eu-west-3',
      forcePathStyle,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    }),
  );
  let seen = '';
  client.middlewareStack.add(
    () => async (args) => {
      const request = args.request as { hostname: string; port?: number; path: string };
      seen = `${request.hostname}${request.port ? `:${request.port}` : ''}${request.path}`;
      throw new Error('stopped');
    },
    { step: 'finalizeRequest', priority: 'low' },
  );
  await expect(
    client.send(new PutObjectCommand({ Bucket: 'homebid-files', Key: 'a/b.jpg', Body: 'x' })),
  ).rejects.toThrow('stopped');
  client.destroy();
  return seen;
}

describe('the S3 client settings', () => {
  it('address the bucket in the path when S3_FORCE_PATH_STYLE is true, in the host name otherwise', async () => {
    expect(await addressOf(true, 'https://s3.example.net:9000')).toBe('s3.example.net:9000/homebid-files/a/b.jpg');
    expect(await addressOf(false, 'https://s3.example.net:9000')).toBe('homebid-files.s3.example.net:9000/a/b.jpg');
  });

  it('reach AWS in S3_REGION when there is no endpoint', async () => {
    expect(await addressOf(false)).toBe('homebid-files.s3.eu-west-3.amazonaws.com/a/b.jpg');
  });
});
