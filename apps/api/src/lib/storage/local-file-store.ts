import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  type FileStore,
  InvalidStorageKeyError,
  isValidKey,
  type ListedObject,
  type StoredObject,
  StoredObjectNotFoundError,
} from './file-store';

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/**
 * Files on the local disk under `root`: the object at `root/<key>`, its content type beside it in
 * `root/.meta/<key>`. Writes go to `root/.tmp` first and are renamed into place, so a reader never
 * sees half a file. Keys never start a segment with a dot, so `.meta` and `.tmp` cannot collide.
 */
export function createLocalFileStore(root: string): FileStore {
  const base = resolve(root);
  const tmpDir = join(base, '.tmp');

  const pathOf = (dir: string, key: string) => {
    assertValidKey(key);
    const path = resolve(dir, key);
    if (!path.startsWith(`${dir}${sep}`)) throw new InvalidStorageKeyError(key);
    return path;
  };
  const objectPath = (key: string) => pathOf(base, key);
  const metaPath = (key: string) => pathOf(join(base, '.meta'), key);

  async function writeAtomically(target: string, body: Buffer | Readable) {
    await mkdir(tmpDir, { recursive: true });
    const temp = join(tmpDir, `${randomBytes(12).toString('hex')}.part`);
    try {
      if (Buffer.isBuffer(body)) await writeFile(temp, body);
      else await pipeline(body, createWriteStream(temp));
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  return {
    kind: 'local',
    async put(key, body, contentType) {
      const target = objectPath(key);
      await writeAtomically(metaPath(key), Buffer.from(contentType));
      await writeAtomically(target, body);
    },
    async get(key, range): Promise<StoredObject> {
      const path = objectPath(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw new StoredObjectNotFoundError(key);
      const contentType = await readFile(metaPath(key), 'utf8').catch(() => DEFAULT_CONTENT_TYPE);
      const body = range ? createReadStream(path, { start: range.start, end: range.end }) : createReadStream(path);
      return { body, contentType: contentType || DEFAULT_CONTENT_TYPE, size: info.size };
    },
    async delete(key) {
      await rm(objectPath(key), { force: true });
      await rm(metaPath(key), { force: true });
    },
    async exists(key) {
      const info = await stat(objectPath(key)).catch(() => null);
      return Boolean(info?.isFile());
    },
    list: () => listFiles(base, ''),
    async close() {},
  };
}

/** The objects under `dir` (`prefix` is its key so far), skipping `.meta`, `.tmp` and anything not a key. */
async function* listFiles(dir: string, prefix: string): AsyncGenerator<ListedObject> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (!isValidKey(key)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* listFiles(path, key);
    } else if (entry.isFile()) {
      const info = await stat(path).catch(() => null);
      if (info) yield { key, lastModified: info.mtime };
    }
  }
}
