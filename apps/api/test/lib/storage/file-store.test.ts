import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FileStore,
  InvalidStorageKeyError,
  StoredObjectNotFoundError,
  streamToBuffer,
} from '../../../src/lib/storage/file-store';
import { createLocalFileStore } from '../../../src/lib/storage/local-file-store';
import { createS3FileStore } from '../../../src/lib/storage/s3-file-store';
import { type LocalS3, startLocalS3 } from '../../helpers/s3-server';

interface StoreUnderTest {
  store: FileStore;
  close(): Promise<void>;
}

const stores: Record<'local disk' | 's3rver', () => Promise<StoreUnderTest>> = {
  'local disk': async () => {
    const root = await mkdtemp(join(tmpdir(), 'homebid-files-'));
    return { store: createLocalFileStore(root), close: () => rm(root, { recursive: true, force: true }) };
  },
  s3rver: async () => {
    const s3: LocalS3 = await startLocalS3();
    const store = createS3FileStore({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      accessKeyId: s3.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
    });
    return {
      store,
      close: async () => {
        await store.close();
        await s3.close();
      },
    };
  },
};

describe.each(Object.keys(stores) as Array<keyof typeof stores>)('the file store on %s', (name) => {
  let subject: StoreUnderTest;
  let store: FileStore;
  beforeAll(async () => {
    subject = await stores[name]();
    store = subject.store;
  });
  afterAll(() => subject?.close());

  const read = async (key: string) => {
    const object = await store.get(key);
    return { ...object, bytes: await streamToBuffer(object.body) };
  };

  it('reads back what was put from a buffer, with its content type and size', async () => {
    const body = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02, 0x03]);
    await store.put('2026/05/buffer-object.jpg', body, 'image/jpeg');
    const object = await read('2026/05/buffer-object.jpg');
    expect(object.bytes.equals(body)).toBe(true);
    expect(object.contentType).toBe('image/jpeg');
    expect(object.size).toBe(body.length);
    expect(await store.exists('2026/05/buffer-object.jpg')).toBe(true);
  });

  it('stores a stream of several chunks', async () => {
    const chunks = [Buffer.alloc(70_000, 1), Buffer.alloc(50_000, 2), Buffer.from('end')];
    await store.put('2026/05/stream-object.bin', Readable.from(chunks), 'application/pdf');
    const object = await read('2026/05/stream-object.bin');
    expect(object.bytes.equals(Buffer.concat(chunks))).toBe(true);
    expect(object.size).toBe(120_003);
    expect(object.contentType).toBe('application/pdf');
  });

  it('replaces an object put again under the same key', async () => {
    await store.put('2026/05/replaced.txt', Buffer.from('first version'), 'text/plain');
    await store.put('2026/05/replaced.txt', Buffer.from('second'), 'image/png');
    const object = await read('2026/05/replaced.txt');
    expect(object.bytes.toString()).toBe('second');
    expect(object.contentType).toBe('image/png');
    expect(object.size).toBe(6);
  });

  it('deletes an object; deleting again or deleting a missing key is no error', async () => {
    await store.put('2026/05/to-delete.png', Buffer.from('x'), 'image/png');
    await store.delete('2026/05/to-delete.png');
    expect(await store.exists('2026/05/to-delete.png')).toBe(false);
    await expect(store.get('2026/05/to-delete.png')).rejects.toBeInstanceOf(StoredObjectNotFoundError);
    await expect(store.delete('2026/05/to-delete.png')).resolves.toBeUndefined();
    await expect(store.delete('2026/05/never-there.png')).resolves.toBeUndefined();
  });

  it('answers not found for a key never stored', async () => {
    expect(await store.exists('2026/05/missing.webp')).toBe(false);
    await expect(store.get('2026/05/missing.webp')).rejects.toBeInstanceOf(StoredObjectNotFoundError);
  });

  it('refuses keys that could leave the root or hide files', async () => {
    const bad = [
      '../escape.txt',
      '2026/../../etc/passwd',
      '/etc/passwd',
      '.meta/x',
      '2026/.tmp/x',
      'a//b',
      '',
      'a\\b',
      'a/b/',
    ];
    for (const key of bad) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(store.get(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(store.exists(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(store.delete(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
  });

  it('keeps objects apart by key', async () => {
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        store.put(`2026/06/parallel-${i}.txt`, Buffer.from(`body ${i}`), 'text/plain'),
      ),
    );
    for (let i = 0; i < 8; i++) expect((await read(`2026/06/parallel-${i}.txt`)).bytes.toString()).toBe(`body ${i}`);
  });

  it('lists every object with the time it was written, and nothing of its own bookkeeping', async () => {
    const before = Date.now() - 60_000;
    await store.put('2026/07/listed-a.png', Buffer.from('a'), 'image/png');
    await store.put('2026/07/deeper/listed-b.pdf', Readable.from([Buffer.from('b')]), 'application/pdf');
    const listed = new Map<string, Date>();
    for await (const object of store.list()) listed.set(object.key, object.lastModified);
    expect(listed.get('2026/07/listed-a.png')?.getTime()).toBeGreaterThan(before);
    expect(listed.get('2026/07/deeper/listed-b.pdf')?.getTime()).toBeGreaterThan(before);
    expect(listed.has('2026/05/to-delete.png')).toBe(false);
    // Every listed key is one the store can read, so none is a `.meta` or `.tmp` file.
    for (const key of listed.keys()) expect(await store.exists(key), key).toBe(true);
  });
});

describe('the local disk store', () => {
  let root: string;
  let store: FileStore;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'homebid-files-'));
    store = createLocalFileStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('keeps the object at root/<key> and leaves no temp file behind', async () => {
    await store.put('2026/07/abc.png', Buffer.from('png bytes'), 'image/png');
    expect((await stat(join(root, '2026/07/abc.png'))).size).toBe(9);
    expect(await readdir(join(root, '.tmp'))).toEqual([]);
  });

  it('leaves neither the object nor a temp file when the stream fails midway', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000, 7));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put('2026/07/broken.jpg', failing, 'image/jpeg')).rejects.toThrow('client went away');
    expect(await store.exists('2026/07/broken.jpg')).toBe(false);
    expect(await readdir(join(root, '.tmp'))).toEqual([]);
  });

  it('does not follow a planted file outside the key rules', async () => {
    await writeFile(join(root, 'secret.txt'), 'outside');
    await expect(store.get('2026/../secret.txt')).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
});
