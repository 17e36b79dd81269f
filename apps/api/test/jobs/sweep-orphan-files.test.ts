import { rows } from '@homebid/db/client';
import { albumFiles, albums, storedFiles, users } from '@homebid/db/schema';
import { eq, getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_REFERENCES, sweepOrphanFiles, UPLOAD_KEY } from '../../src/jobs/sweep-orphan-files';
import {
  newKeyBase,
  type StoredFile,
  storeUploadedBytes,
  THUMBNAIL_SUFFIX,
} from '../../src/modules/files/store-upload';
import { buildTestApp, dialects, type TestApp } from '../helpers/build-test-app';
import { makePng } from '../helpers/images';
import { type LocalS3, startLocalS3 } from '../helpers/s3-server';
import { type CreatedUser, createUser } from '../helpers/users';

const DAY = 24 * 60 * 60_000;

describe('which files the sweep may take', () => {
  it('knows the keys uploads are stored under, and no others', () => {
    const base = newKeyBase();
    expect(UPLOAD_KEY.test(`${base}.png`)).toBe(true);
    expect(UPLOAD_KEY.test(`${base}${THUMBNAIL_SUFFIX}`)).toBe(true);
    for (const foreign of ['avatars/casey.png', 'backups/2026/05/db.tar', `${base}.png.bak/x`, `x/${base}.png`]) {
      expect(UPLOAD_KEY.test(foreign), foreign).toBe(false);
    }
  });
});

const storeKinds = ['local disk', 's3rver'] as const;

describe.each(dialects().flatMap((dialect) => storeKinds.map((store) => [dialect, store] as const)))(
  'the orphan sweep on %s with %s',
  (dialect, storeKind) => {
    let t: TestApp;
    let s3: LocalS3 | undefined;
    let owner: CreatedUser;

    beforeAll(async () => {
      s3 = storeKind === 's3rver' ? await startLocalS3() : undefined;
      t = await buildTestApp({ dialect, env: s3?.env ?? {} });
      owner = await createUser(t.db, { role: 'provider' });
    });
    afterAll(async () => {
      await t?.close();
      await s3?.close();
    });

    const upload = async (): Promise<StoredFile> =>
      storeUploadedBytes({
        db: t.db,
        store: t.app.storage,
        bytes: await makePng(),
        filename: 'photo.png',
        ownerUserId: owner.id,
        accept: ['image'],
        visibility: 'public',
      });
    const objectsOf = (file: StoredFile) => [file.key, file.thumbnailKey as string];
    const exists = (key: string) => t.app.storage.exists(key);

    it('lists every foreign key to stored_files among the references it keeps', async () => {
      const keys = await rows<{ reference: string }>(
        t.db,
        sql`select c.conrelid::regclass::text || '.' || a.attname as reference
            from pg_constraint c
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
            where c.contype = 'f' and c.confrelid = 'stored_files'::regclass
            order by 1`,
      );
      const listed = FILE_REFERENCES.map((column) => `${getTableName(column.table)}.${column.name}`).sort();
      expect(keys.map((row) => row.reference)).toEqual(listed);
    });

    it('removes, once a day old, uploads nothing keeps and objects no row names, and nothing else', async () => {
      const inAlbum = await upload();
      const [album] = await t.db
        .insert(albums)
        .values({ providerId: owner.providerId as number, name: 'Roofs' })
        .returning();
      await t.db.insert(albumFiles).values({ albumId: album.id, fileId: inAlbum.id });
      const avatar = await upload();
      await t.db.update(users).set({ avatarFileId: avatar.id }).where(eq(users.id, owner.id));
      // Stored, then the process died before the album or the avatar took it.
      const neverAttached = await upload();
      // Written, then the process died before its row was inserted.
      const unnamed = `${newKeyBase()}.jpg`;
      await t.app.storage.put(unnamed, Buffer.from('half an upload'), 'image/jpeg');
      // Something else's object in the same store.
      const foreign = 'exports/report.csv';
      await t.app.storage.put(foreign, Buffer.from('a,b\n'), 'text/csv');

      // Today everything is younger than a day: an upload may still be on its way.
      expect(await sweepOrphanFiles({ db: t.db, store: t.app.storage })).toEqual({ rows: 0, objects: 0 });
      for (const key of [...objectsOf(neverAttached), unnamed]) expect(await exists(key), key).toBe(true);

      const result = await sweepOrphanFiles({ db: t.db, store: t.app.storage, now: new Date(Date.now() + 2 * DAY) });
      expect(result).toEqual({ rows: 1, objects: 1 });

      const rows = await t.db.select({ id: storedFiles.id }).from(storedFiles);
      expect(rows.map((row) => row.id).sort()).toEqual([inAlbum.id, avatar.id].sort());
      for (const key of [...objectsOf(neverAttached), unnamed]) expect(await exists(key), key).toBe(false);
      for (const key of [...objectsOf(inAlbum), ...objectsOf(avatar), foreign])
        expect(await exists(key), key).toBe(true);
      const listed: string[] = [];
      for await (const object of t.app.storage.list()) listed.push(object.key);
      expect(listed.sort()).toEqual([...objectsOf(inAlbum), ...objectsOf(avatar), foreign].sort());
    });
  },
);
