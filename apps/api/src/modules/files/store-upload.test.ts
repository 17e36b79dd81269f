import { uploadMessages } from '@homebid/contracts/files';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { newKeyBase, prepareUpload, THUMBNAIL_WIDTH } from './store-upload';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 1, g: 2, b: 3 } } })
    .png()
    .toBuffer();

describe('newKeyBase', () => {
  it('is <yyyy>/<mm>/<32 hex> in UTC, and never the same twice', () => {
    const base = newKeyBase(new Date('2026-01-31T23:30:00Z'));
    expect(base).toMatch(/^2026\/01\/[0-9a-f]{32}$/);
    expect(newKeyBase()).not.toBe(newKeyBase());
  });
});

describe('prepareUpload', () => {
  it('keeps the format of an image, reads its size and makes a WebP thumbnail no wider than 400 px', async () => {
    const prepared = await prepareUpload(await png(1000, 500), ['image']);
    expect(prepared.target).toMatchObject({ ext: 'png', contentType: 'image/png' });
    expect([prepared.width, prepared.height]).toEqual([1000, 500]);
    const thumb = await sharp(prepared.thumbnail?.body).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: THUMBNAIL_WIDTH, height: 200 });
  });

  it('judges by the bytes, whatever the kinds allowed', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    await expect(prepareUpload(pdf, ['image'])).rejects.toMatchObject({
      statusCode: 422,
      message: uploadMessages.imagesOnly,
    });
    const stored = await prepareUpload(pdf, ['image', 'pdf']);
    expect(stored).toMatchObject({ target: { ext: 'pdf' }, thumbnail: null, width: null });
    expect(stored.main.body.equals(pdf)).toBe(true);
  });

  it('refuses a broken image that only starts like a PNG', async () => {
    const broken = (await png(50, 50)).subarray(0, 60);
    const error = await prepareUpload(broken, ['image']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(uploadMessages.unreadableImage);
  });
});
