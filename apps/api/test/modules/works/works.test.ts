import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { uploadMessages } from '@homebid/contracts/files';
import { apiMessages } from '@homebid/contracts/messages';
import { worksMessages } from '@homebid/contracts/works';
import { albumFiles, albums, storedFiles } from '@homebid/db/schema';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Dialect, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { makeGif, makeJpegWithGps, makePng, makeWebp } from '../../helpers/images';
import { type MultipartFilePart, multipart } from '../../helpers/multipart';
import { type LocalS3, startLocalS3 } from '../../helpers/s3-server';
import { type CreatedUser, createUser, type SessionHeaders, signIn } from '../../helpers/users';

type StoreKind = 'local' | 's3';
const PUBLIC_URL = 'http://localhost:3000';
const FILE_PREFIX = `${PUBLIC_URL}/files/`;
const KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f]{32}\.(jpg|png|webp|gif)$/;

// Every dialect on the local disk, and the whole suite once more on an S3-compatible server.
const matrix: Array<[Dialect, StoreKind]> = [
  ...dialects().map((d): [Dialect, StoreKind] => [d, 'local']),
  ['pglite', 's3'],
];

interface AlbumJson {
  id: number;
  name: string;
  provider_id: number;
  created_at: string;
  updated_at: string;
  cover_thumbnail_url: string | null;
  files_count: number;
}
interface AlbumFileJson {
  id: number;
  url: string;
  thumbnail_url: string | null;
  width: number | null;
  height: number | null;
  created_at: string;
}

describe.each(matrix)('works albums on %s with %s storage', (dialect, storeKind) => {
  let t: TestApp;
  let s3: LocalS3 | undefined;
  let owner: CreatedUser;
  let other: CreatedUser;
  let customer: CreatedUser;
  let ownerSession: SessionHeaders;
  let otherSession: SessionHeaders;
  let customerSession: SessionHeaders;

  beforeAll(async () => {
    if (storeKind === 's3') s3 = await startLocalS3();
    t = await buildTestApp({ dialect, env: { PUBLIC_URL, ...(s3?.env ?? {}) } });
    [owner, other, customer] = await Promise.all([
      createUser(t.db, { role: 'provider' }),
      createUser(t.db, { role: 'provider' }),
      createUser(t.db, { role: 'customer' }),
    ]);
    [ownerSession, otherSession, customerSession] = await Promise.all([
      signIn(t.app, owner),
      signIn(t.app, other),
      signIn(t.app, customer),
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  // ── helpers ────────────────────────────────────────────────────────────────────────────────
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload });

  const data = <T>(response: Awaited<ReturnType<typeof call>>): T => {
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, message: expect.any(String) });
    return body.data as T;
  };

  const createAlbum = async (name: string, session = ownerSession) =>
    data<{ album: AlbumJson }>(await call('POST', '/api/album', session, { album: { name } })).album;

  const upload = (albumId: number, files: MultipartFilePart[], session: Record<string, string> = ownerSession) => {
    const body = multipart(files);
    return t.app.inject({
      method: 'POST',
      url: `/api/album/${albumId}/upload_document`,
      headers: { ...session, ...body.headers },
      payload: body.payload,
    });
  };

  const part = (data: Buffer, filename: string, contentType = 'image/png'): MultipartFilePart => ({
    field: 'document[]',
    filename,
    contentType,
    data,
  });

  const getFile = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: url.slice(PUBLIC_URL.length), headers });

  const keyOf = (url: string) => url.slice(FILE_PREFIX.length);

  /** Every object in the store, looked at from outside the app. */
  async function objectKeys(): Promise<string[]> {
    if (s3) {
      const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      return (listed.Contents ?? []).map((object) => object.Key as string).sort();
    }
    const root = join(t.env.DATA_DIR, 'files');
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
      .filter((key) => !key.startsWith('.'))
      .sort();
  }

  const storedRowsOf = (userId: number) => t.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, userId));

  // ── albums ─────────────────────────────────────────────────────────────────────────────────
  describe('creating, listing and renaming', () => {
    it('creates an album and lists it, empty, with its provider', async () => {
      const album = await createAlbum('  Kitchen remodel  ');
      expect(album).toEqual({
        id: expect.any(Number),
        name: 'Kitchen remodel',
        provider_id: owner.providerId,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
        updated_at: expect.any(String),
        cover_thumbnail_url: null,
        files_count: 0,
      });
      const list = data<{ album: AlbumJson[] }>(await call('GET', '/api/album', ownerSession)).album;
      expect(list.find((a) => a.id === album.id)).toEqual(album);
    });

    it.each([
      ['an empty name', { album: { name: '' } }],
      ['a blank name', { album: { name: '   ' } }],
      ['no name', { album: {} }],
      ['no album', {}],
    ])('answers 422 Enter album name for %s', async (_, payload) => {
      expectErrorEnvelope(await call('POST', '/api/album', ownerSession, payload), 422, worksMessages.albumNameEmpty);
    });

    it('lists the newest album first and only the caller’s', async () => {
      const first = await createAlbum('Decks');
      const second = await createAlbum('Fences');
      const theirs = await createAlbum('Not yours', otherSession);
      const list = data<{ album: AlbumJson[] }>(await call('GET', '/api/album', ownerSession)).album;
      const ids = list.map((a) => a.id);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
      expect(ids).not.toContain(theirs.id);
      expect(list.every((a) => a.provider_id === owner.providerId)).toBe(true);
    });

    it('renames an album; a blank name is refused', async () => {
      const album = await createAlbum('Old name');
      const renamed = data<{ album: AlbumJson }>(
        await call('PUT', `/api/album/${album.id}`, ownerSession, { album: { name: 'New name' } }),
      ).album;
      expect(renamed).toMatchObject({ id: album.id, name: 'New name', files_count: 0 });
      expect(new Date(renamed.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(album.updated_at).getTime());
      expectErrorEnvelope(
        await call('PUT', `/api/album/${album.id}`, ownerSession, { album: { name: ' ' } }),
        422,
        worksMessages.albumNameEmpty,
      );
      const detail = data<{ album: AlbumJson }>(await call('GET', `/api/album/${album.id}`, ownerSession));
      expect(detail.album.name).toBe('New name');
    });

    it('answers 404 for an album that does not exist and 422 for an id that is no number', async () => {
      expectErrorEnvelope(await call('GET', '/api/album/99999999', ownerSession), 404, worksMessages.albumNotFound);
      expectErrorEnvelope(await call('GET', '/api/album/abc', ownerSession), 422);
    });
  });

  describe('who may call', () => {
    it('answers 401 without a session and 403 to a customer, on every call', async () => {
      const album = await createAlbum('Guarded');
      const calls: Array<[Parameters<typeof call>[0], string]> = [
        ['GET', '/api/album'],
        ['POST', '/api/album'],
        ['GET', `/api/album/${album.id}`],
        ['PUT', `/api/album/${album.id}`],
        ['DELETE', `/api/album/${album.id}`],
        ['POST', `/api/album/${album.id}/upload_document`],
        ['DELETE', '/api/delete_document/1'],
      ];
      for (const [method, url] of calls) {
        expectErrorEnvelope(await call(method, url, {}, { album: { name: 'x' } }), 401, apiMessages.unauthenticated);
        expectErrorEnvelope(
          await call(method, url, customerSession, { album: { name: 'x' } }),
          403,
          apiMessages.wrongPortalProvider,
        );
      }
      const customerPicture = await upload(album.id, [part(await makePng(), 'p.png')], customerSession);
      expectErrorEnvelope(customerPicture, 403);
    });
  });

  // ── files ──────────────────────────────────────────────────────────────────────────────────
  describe('uploading', () => {
    it('stores several images, answers their urls, and lists them in upload order', async () => {
      const album = await createAlbum('Bathroom');
      const wide = await makePng(900, 300);
      const response = await upload(album.id, [
        part(wide, 'wide.png'),
        part(await makeWebp(), 'small.webp', 'image/webp'),
        part(await makeGif(), 'anim.gif', 'image/gif'),
      ]);
      const { files } = data<{ files: AlbumFileJson[] }>(response);
      expect(files).toHaveLength(3);
      for (const file of files) {
        expect(file.url.startsWith(FILE_PREFIX)).toBe(true);
        expect(keyOf(file.url)).toMatch(KEY_PATTERN);
        expect(file.thumbnail_url).toBe(file.url.replace(/\.\w+$/, '-thumb.webp'));
      }
      expect(files.map((f) => keyOf(f.url).split('.').pop())).toEqual(['png', 'webp', 'gif']);
      expect(files[0]).toMatchObject({ width: 900, height: 300 });

      const detail = data<{ album: AlbumJson; files: AlbumFileJson[] }>(
        await call('GET', `/api/album/${album.id}`, ownerSession),
      );
      expect(detail.files.map((f) => f.id)).toEqual(files.map((f) => f.id));
      expect(detail.album).toMatchObject({ id: album.id, files_count: 3, cover_thumbnail_url: files[0].thumbnail_url });
      const list = data<{ album: AlbumJson[] }>(await call('GET', '/api/album', ownerSession)).album;
      expect(list.find((a) => a.id === album.id)).toMatchObject({
        files_count: 3,
        cover_thumbnail_url: files[0].thumbnail_url,
      });

      // The public file and its 400 px WebP thumbnail are served at /files with long caching.
      const original = await getFile(files[0].url);
      expect(original.statusCode).toBe(200);
      expect(original.headers['content-type']).toBe('image/png');
      expect(original.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'png', width: 900, height: 300 });
      const thumb = await getFile(files[0].thumbnail_url as string);
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
      expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400, height: 133 });
      const gif = await getFile(files[2].url);
      expect(gif.headers['content-type']).toBe('image/gif');
    });

    it('strips EXIF (GPS, camera) from a JPEG and turns it upright', async () => {
      const album = await createAlbum('Roof');
      const photo = await makeJpegWithGps(64, 48);
      const before = await sharp(photo).metadata();
      expect(before.exif?.length).toBeGreaterThan(0);
      expect(before.exif?.toString('latin1')).toContain('HomeBidTestCam');
      expect(before.orientation).toBe(6);

      const { files } = data<{ files: AlbumFileJson[] }>(
        await upload(album.id, [part(photo, 'IMG_0001.JPG', 'image/jpeg')]),
      );
      expect(keyOf(files[0].url)).toMatch(/\.jpg$/);
      const served = await getFile(files[0].url);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const after = await sharp(served.rawPayload).metadata();
      expect(after.format).toBe('jpeg');
      expect(after.exif).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('HomeBidTestCam'))).toBe(false);
      expect([after.width, after.height]).toEqual([48, 64]);
      const [row] = await t.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.key, keyOf(files[0].url)));
      expect(row).toMatchObject({
        ownerUserId: owner.id,
        contentType: 'image/jpeg',
        byteSize: served.rawPayload.length,
        width: 48,
        height: 64,
        originalName: 'IMG_0001.JPG',
        visibility: 'public',
      });
    });

    it('refuses a text file named .jpg with 422 and stores nothing', async () => {
      const album = await createAlbum('Fake');
      const objectsBefore = await objectKeys();
      const rowsBefore = await storedRowsOf(owner.id);
      const response = await upload(album.id, [
        part(Buffer.from('just some text, not a photo\n'), 'photo.jpg', 'image/jpeg'),
      ]);
      expectErrorEnvelope(response, 422, uploadMessages.imagesOnly);
      expect(await objectKeys()).toEqual(objectsBefore);
      expect(await storedRowsOf(owner.id)).toHaveLength(rowsBefore.length);
    });

    it('refuses an 11 MB file with 413 and stores nothing, not even the good file sent before it', async () => {
      const album = await createAlbum('Huge');
      const objectsBefore = await objectKeys();
      const rowsBefore = await storedRowsOf(owner.id);
      const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
      const huge = Buffer.concat([jpegStart, Buffer.alloc(11 * 1024 * 1024, 0x5a)]);
      const response = await upload(album.id, [part(await makePng(), 'ok.png'), part(huge, 'huge.jpg', 'image/jpeg')]);
      expectErrorEnvelope(response, 413, uploadMessages.tooLarge);
      expect(await objectKeys()).toEqual(objectsBefore);
      expect(await storedRowsOf(owner.id)).toHaveLength(rowsBefore.length);
      const detail = data<{ files: AlbumFileJson[] }>(await call('GET', `/api/album/${album.id}`, ownerSession));
      expect(detail.files).toEqual([]);
    });

    it('answers 422 when no file is sent and 415 for a body that is not multipart', async () => {
      const album = await createAlbum('Nothing');
      expectErrorEnvelope(await upload(album.id, []), 422, uploadMessages.noFile);
      const otherField = await upload(album.id, [{ ...part(await makePng(), 'a.png'), field: 'something_else' }]);
      expectErrorEnvelope(otherField, 422, uploadMessages.noFile);
      expectErrorEnvelope(
        await call('POST', `/api/album/${album.id}/upload_document`, ownerSession, { document: 'x' }),
        415,
        uploadMessages.notMultipart,
      );
    });
  });

  describe('removing', () => {
    it('removes one file from the album and its objects from storage', async () => {
      const album = await createAlbum('Windows');
      const { files } = data<{ files: AlbumFileJson[] }>(
        await upload(album.id, [part(await makePng(), 'a.png'), part(await makePng(40, 40), 'b.png')]),
      );
      const [gone, kept] = files;
      expect(await t.app.storage.exists(keyOf(gone.url))).toBe(true);
      const answer = data<{ id: number }>(await call('DELETE', `/api/delete_document/${gone.id}`, ownerSession));
      expect(answer).toEqual({ id: gone.id });
      expect(await t.app.storage.exists(keyOf(gone.url))).toBe(false);
      expect(await t.app.storage.exists(keyOf(gone.thumbnail_url as string))).toBe(false);
      expect(await t.app.storage.exists(keyOf(kept.url))).toBe(true);
      expect((await getFile(gone.url)).statusCode).toBe(404);
      expect((await getFile(kept.url)).statusCode).toBe(200);
      const detail = data<{ files: AlbumFileJson[] }>(await call('GET', `/api/album/${album.id}`, ownerSession));
      expect(detail.files.map((f) => f.id)).toEqual([kept.id]);
      expect(
        await t.db
          .select()
          .from(storedFiles)
          .where(eq(storedFiles.key, keyOf(gone.url))),
      ).toEqual([]);
      expectErrorEnvelope(
        await call('DELETE', `/api/delete_document/${gone.id}`, ownerSession),
        404,
        worksMessages.fileNotFound,
      );
    });

    it('deletes an album with its files, rows and stored objects', async () => {
      const album = await createAlbum('Patio');
      const { files } = data<{ files: AlbumFileJson[] }>(
        await upload(album.id, [part(await makePng(), 'a.png'), part(await makeJpegWithGps(), 'b.jpg', 'image/jpeg')]),
      );
      const keys = files.flatMap((f) => [keyOf(f.url), keyOf(f.thumbnail_url as string)]);
      for (const key of keys) expect(await t.app.storage.exists(key)).toBe(true);
      expect(data<{ id: number }>(await call('DELETE', `/api/album/${album.id}`, ownerSession))).toEqual({
        id: album.id,
      });
      for (const key of keys) expect(await t.app.storage.exists(key), key).toBe(false);
      const remaining = await objectKeys();
      for (const key of keys) expect(remaining).not.toContain(key);
      expect(await t.db.select().from(albums).where(eq(albums.id, album.id))).toEqual([]);
      expect(await t.db.select().from(albumFiles).where(eq(albumFiles.albumId, album.id))).toEqual([]);
      expect(
        await t.db
          .select()
          .from(storedFiles)
          .where(
            inArray(
              storedFiles.key,
              keys.filter((k) => !k.endsWith('-thumb.webp')),
            ),
          ),
      ).toEqual([]);
      expectErrorEnvelope(await call('GET', `/api/album/${album.id}`, ownerSession), 404, worksMessages.albumNotFound);
      expectErrorEnvelope(await call('DELETE', `/api/album/${album.id}`, ownerSession), 404);
    });
  });

  describe("another provider's albums", () => {
    it('are out of reach: 404 on read, rename, delete, upload and delete_document, and nothing changes', async () => {
      const album = await createAlbum('Mine only');
      const { files } = data<{ files: AlbumFileJson[] }>(await upload(album.id, [part(await makePng(), 'mine.png')]));
      const objectsBefore = await objectKeys();

      expectErrorEnvelope(await call('GET', `/api/album/${album.id}`, otherSession), 404, worksMessages.albumNotFound);
      expectErrorEnvelope(
        await call('PUT', `/api/album/${album.id}`, otherSession, { album: { name: 'Taken' } }),
        404,
        worksMessages.albumNotFound,
      );
      expectErrorEnvelope(
        await call('DELETE', `/api/album/${album.id}`, otherSession),
        404,
        worksMessages.albumNotFound,
      );
      expectErrorEnvelope(await upload(album.id, [part(await makePng(), 'theirs.png')], otherSession), 404);
      expectErrorEnvelope(
        await call('DELETE', `/api/delete_document/${files[0].id}`, otherSession),
        404,
        worksMessages.fileNotFound,
      );
      const theirList = data<{ album: AlbumJson[] }>(await call('GET', '/api/album', otherSession)).album;
      expect(theirList.map((a) => a.id)).not.toContain(album.id);

      const detail = data<{ album: AlbumJson; files: AlbumFileJson[] }>(
        await call('GET', `/api/album/${album.id}`, ownerSession),
      );
      expect(detail.album.name).toBe('Mine only');
      expect(detail.files.map((f) => f.id)).toEqual([files[0].id]);
      expect(await objectKeys()).toEqual(objectsBefore);
      expect(await storedRowsOf(other.id)).toEqual([]);
    });

    it('a private file: 404 to strangers and other providers (headers or cookies), served to its owner', async () => {
      const key = `2026/01/${'ab'.repeat(16)}.png`;
      const bytes = await makePng(10, 10);
      await t.app.storage.put(key, bytes, 'image/png');
      await t.db.insert(storedFiles).values({
        ownerUserId: owner.id,
        key,
        contentType: 'image/png',
        byteSize: bytes.length,
        visibility: 'private',
      });
      const url = `/files/${key}`;
      const cookie = (s: SessionHeaders) =>
        `access-token=${encodeURIComponent(s['access-token'])}; client=${encodeURIComponent(s.client)}; uid=${encodeURIComponent(s.uid)}`;

      expectErrorEnvelope(await t.app.inject({ method: 'GET', url }), 404, apiMessages.notFoundRoute);
      expectErrorEnvelope(
        await t.app.inject({ method: 'GET', url, headers: otherSession }),
        404,
        apiMessages.notFoundRoute,
      );
      expectErrorEnvelope(
        await t.app.inject({ method: 'GET', url, headers: { cookie: cookie(otherSession) } }),
        404,
        apiMessages.notFoundRoute,
      );
      expectErrorEnvelope(
        await t.app.inject({ method: 'GET', url, headers: { ...ownerSession, 'access-token': 'wrong' } }),
        404,
      );
      // The same answer as for a key that was never stored.
      const missing = await t.app.inject({ method: 'GET', url: `/files/2026/01/${'cd'.repeat(16)}.png` });
      expectErrorEnvelope(missing, 404, apiMessages.notFoundRoute);

      for (const headers of [ownerSession, { cookie: cookie(ownerSession) }]) {
        const served = await t.app.inject({ method: 'GET', url, headers });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/png');
        expect(served.headers['cache-control']).toBe('private, no-store');
        expect(served.rawPayload.equals(bytes)).toBe(true);
      }
    });

    it('answers 404 for keys outside the rules and for a row whose object is gone', async () => {
      for (const path of ['/files/..%2f..%2fetc%2fpasswd', '/files/.meta/x', '/files/', '/files/a/../../b']) {
        const response = await t.app.inject({ method: 'GET', url: path });
        expect(response.statusCode, path).toBe(404);
      }
      const key = `2026/02/${'ef'.repeat(16)}.png`;
      await t.db.insert(storedFiles).values({ ownerUserId: owner.id, key, contentType: 'image/png', byteSize: 1 });
      expectErrorEnvelope(await t.app.inject({ method: 'GET', url: `/files/${key}` }), 404, apiMessages.notFoundRoute);
    });
  });

  describe('the public portfolio', () => {
    it("lists a provider's albums with their file urls to anyone", async () => {
      const provider = await createUser(t.db, { role: 'provider' });
      const session = await signIn(t.app, provider);
      const album = await createAlbum('Portfolio', session);
      const { files } = data<{ files: AlbumFileJson[] }>(
        await upload(album.id, [part(await makePng(), 'p.png')], session),
      );
      const empty = await createAlbum('Empty one', session);
      const portfolio = data<{ albums: Array<{ id: number; name: string; files: AlbumFileJson[] }> }>(
        await call('GET', `/api/providers/${provider.providerId}/albums`, {}),
      );
      expect(portfolio.albums.map((a) => a.id)).toEqual([empty.id, album.id]);
      expect(portfolio.albums[1]).toMatchObject({ name: 'Portfolio', files });
      expect(portfolio.albums[0].files).toEqual([]);
      expect((await getFile(files[0].url)).statusCode).toBe(200);
      expectErrorEnvelope(await call('GET', '/api/providers/99999999/albums', {}), 404, worksMessages.providerNotFound);
    });
  });

  // ── profile picture ────────────────────────────────────────────────────────────────────────
  describe('POST /api/update_profile_image', () => {
    const send = (files: MultipartFilePart[], session: Record<string, string>) => {
      const body = multipart(files);
      return t.app.inject({
        method: 'POST',
        url: '/api/update_profile_image',
        headers: { ...session, ...body.headers },
        payload: body.payload,
      });
    };
    const picture = (data: Buffer, filename = 'me.jpg', contentType = 'image/jpeg'): MultipartFilePart => ({
      field: 'document',
      filename,
      contentType,
      data,
    });
    const avatarRow = async (userId: number) => {
      const { users } = await import('@homebid/db/schema');
      const [user] = await t.db.select({ avatarFileId: users.avatarFileId }).from(users).where(eq(users.id, userId));
      return user.avatarFileId;
    };

    it('sets the avatar and its thumbnail, and replaces the previous one in storage', async () => {
      const user = await createUser(t.db, { role: 'provider' });
      const session = await signIn(t.app, user);
      const first = data<{ avatar: string; avatar_thumb: string }>(
        await send([picture(await makeJpegWithGps(600, 400))], session),
      );
      expect(first.avatar).toMatch(new RegExp(`^${FILE_PREFIX}\\d{4}/\\d{2}/[0-9a-f]{32}\\.jpg$`));
      expect(first.avatar_thumb).toBe(first.avatar.replace(/\.jpg$/, '-thumb.webp'));
      const firstId = await avatarRow(user.id);
      const [firstRow] = await t.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.key, keyOf(first.avatar)));
      expect(firstRow).toMatchObject({
        id: firstId,
        ownerUserId: user.id,
        visibility: 'public',
        width: 400,
        height: 600,
      });
      const served = await getFile(first.avatar);
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
      const thumb = await getFile(first.avatar_thumb);
      expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400 });

      const second = data<{ avatar: string; avatar_thumb: string }>(
        await send([picture(await makePng(50, 50), 'new.png', 'image/png')], session),
      );
      expect(second.avatar).toMatch(/\.png$/);
      expect(await avatarRow(user.id)).not.toBe(firstId);
      expect(
        await t.db
          .select()
          .from(storedFiles)
          .where(eq(storedFiles.id, firstId as number)),
      ).toEqual([]);
      expect(await t.app.storage.exists(keyOf(first.avatar))).toBe(false);
      expect(await t.app.storage.exists(keyOf(first.avatar_thumb))).toBe(false);
      expect((await getFile(first.avatar)).statusCode).toBe(404);
      expect((await getFile(second.avatar)).statusCode).toBe(200);
    });

    it('works for a customer too, and refuses no file, a non-image, an oversized file and no session', async () => {
      const before = await avatarRow(customer.id);
      expectErrorEnvelope(await send([], customerSession), 422, uploadMessages.noFile);
      expectErrorEnvelope(
        await send([picture(Buffer.from('%PDF-1.4 not an image'), 'cv.jpg')], customerSession),
        422,
        uploadMessages.imagesOnly,
      );
      expectErrorEnvelope(
        await send([picture(Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'big.jpg')], customerSession),
        413,
        uploadMessages.tooLarge,
      );
      expect(await avatarRow(customer.id)).toBe(before);
      expect(await storedRowsOf(customer.id)).toEqual([]);
      expectErrorEnvelope(await send([picture(await makePng())], {}), 401);
      const ok = data<{ avatar: string }>(
        await send([picture(await makePng(), 'c.png', 'image/png')], customerSession),
      );
      expect(ok.avatar.startsWith(FILE_PREFIX)).toBe(true);
      expect(await avatarRow(customer.id)).toEqual(expect.any(Number));
    });
  });
});
