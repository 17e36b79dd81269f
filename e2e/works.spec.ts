import { deflateSync } from 'node:zlib';
import { uploadMessages } from '@homebid/contracts/files';
import { worksMessages, worksTexts } from '@homebid/contracts/works';
import { expect, type Page, test } from '@playwright/test';
import { holdRequests } from './support/network';
import { signInAsNewProvider } from './support/session';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A solid-colour RGB PNG, made here so the test needs no fixture files. */
function makePng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const png = (name: string, colour: [number, number, number], width = 120, height = 80) => ({
  name,
  mimeType: 'image/png',
  buffer: makePng(width, height, colour),
});

async function openAlbumActions(page: Page, albumName: string, action: 'Rename' | 'Delete') {
  await page.getByRole('button', { name: `Actions for ${albumName}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test.describe('My Works', () => {
  test('albums and photos from the empty state to a full album and back', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsNewProvider(page);

    // The profile menu leads to My Works; a new provider starts without albums.
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: worksTexts.myWorks }).click();
    await expect(page).toHaveURL(/\/my-works$/);
    await expect(page.getByRole('heading', { level: 1, name: worksTexts.myWorks })).toBeVisible();
    await expect(page.getByRole('heading', { name: worksTexts.emptyAlbums })).toBeVisible();

    // New Album: an empty name does nothing; a name creates the album, shown at once, before the
    // server has even answered (held here), then as the server's album.
    await page.getByRole('button', { name: worksTexts.newAlbum }).click();
    const createDialog = page.getByRole('dialog', { name: worksTexts.createAlbumTitle });
    await expect(createDialog).toBeVisible();
    await createDialog.getByRole('button', { name: 'Create' }).click();
    await expect(createDialog).toBeVisible();
    await expect(createDialog.getByRole('alert')).toHaveCount(0);
    await createDialog.getByLabel('Album name').fill('Kitchen remodel');
    const release = await holdRequests(page, (url) => url.pathname === '/api/album', 'POST');
    await createDialog.getByRole('button', { name: 'Create' }).click();
    await expect(createDialog).toBeHidden();
    const albums = page.getByRole('list', { name: 'Albums' });
    await expect(albums.getByRole('listitem').filter({ hasText: 'Kitchen remodel' })).toContainText(
      worksTexts.savingAlbum,
    );
    release();
    await expect(page.getByText(worksMessages.albumCreated)).toBeVisible();
    await expect(page.getByRole('link', { name: /Kitchen remodel/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Kitchen remodel/ })).toContainText('0 photos');
    await expect(albums.getByRole('listitem')).toHaveCount(1);
    await page.unroute((url) => url.pathname === '/api/album');

    // The toast shows below the header: the profile menu stays in sight and clickable.
    const toastBox = await page.getByText(worksMessages.albumCreated).boundingBox();
    const menuBox = await page.getByRole('button', { name: 'Profile menu' }).boundingBox();
    expect(toastBox && menuBox).toBeTruthy();
    if (toastBox && menuBox) expect(toastBox.y).toBeGreaterThanOrEqual(menuBox.y + menuBox.height);

    // Rename.
    await openAlbumActions(page, 'Kitchen remodel', 'Rename');
    const renameDialog = page.getByRole('dialog', { name: 'Rename album' });
    await expect(renameDialog.getByLabel('Album name')).toHaveValue('Kitchen remodel');
    await renameDialog.getByLabel('Album name').fill('Kitchen 2026');
    await renameDialog.getByRole('button', { name: 'Save' }).click();
    await expect(renameDialog).toBeHidden();
    await expect(page.getByRole('link', { name: /Kitchen 2026/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Kitchen remodel/ })).toHaveCount(0);

    // The empty album.
    await page.getByRole('link', { name: /Kitchen 2026/ }).click();
    await expect(page).toHaveURL(/\/my-works\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kitchen 2026' })).toBeVisible();
    await expect(page.getByText(worksTexts.emptyAlbum)).toBeVisible();
    await expect(page.getByRole('link', { name: worksTexts.myWorks })).toBeVisible();

    // Upload is not offered with nothing chosen; a file over 10 MB is refused before sending.
    const uploadButton = page.getByRole('button', { name: worksTexts.upload, exact: true });
    await expect(uploadButton).toBeDisabled();
    await expect(page.getByRole('list', { name: 'Selected files' })).toHaveCount(0);
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
    await expect(page.getByText(`huge.png: ${uploadMessages.tooLarge}`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Selected files' })).toHaveCount(0);
    await expect(uploadButton).toBeDisabled();

    // Three photos, one request each, each with its own progress bar.
    await input.setInputFiles([
      png('red.png', [220, 40, 40]),
      png('green.png', [40, 180, 60]),
      png('blue.png', [40, 80, 220]),
    ]);
    const selected = page.getByRole('list', { name: 'Selected files' });
    await expect(selected.getByRole('listitem')).toHaveCount(3);
    await expect(uploadButton).toBeEnabled();
    await expect(page.getByText(`huge.png: ${uploadMessages.tooLarge}`)).toHaveCount(0);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/upload_document')) requests.push(request.url());
    });
    await uploadButton.click();
    for (const name of ['red.png', 'green.png', 'blue.png']) {
      await expect(page.getByRole('progressbar', { name: `Upload of ${name}` })).toHaveAttribute(
        'aria-valuenow',
        '100',
      );
    }
    await expect(page.getByText(worksMessages.filesUploaded)).toBeVisible();
    expect(requests).toHaveLength(3);
    await expect(page.getByText('Photo 1 of 3')).toBeVisible();

    // Still there after a reload, and the pictures really load.
    await page.reload();
    await expect(page.getByText('Photo 1 of 3')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Show photo \d$/ })).toHaveCount(3);
    const main = page.getByRole('button', { name: 'Open photo 1 full screen' }).locator('img');
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);

    // The full-screen viewer: arrow keys move (and wrap), Escape closes and focus returns.
    const opener = page.getByRole('button', { name: 'View full screen' });
    await opener.click();
    const viewer = page.getByRole('dialog', { name: /Kitchen 2026 · Photo 1 of 3/ });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Close viewer' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: /Photo 2 of 3/ })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: /Photo 1 of 3/ })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: /Photo 3 of 3/ })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('dialog', { name: /Photo 3 of 3/ }).getByRole('button', { name: 'Close viewer' }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(page.getByText('Photo 3 of 3')).toBeVisible();

    // Remove the photo shown, after confirming.
    await page.getByRole('button', { name: 'Remove photo' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this photo?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(worksMessages.fileRemoved)).toBeVisible();
    await expect(page.getByText(/Photo \d of 2/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Show photo \d$/ })).toHaveCount(2);

    // Back to the list: the album shows its count and cover; delete it after confirming.
    await page.getByRole('link', { name: worksTexts.myWorks }).click();
    const card = page.getByRole('link', { name: /Kitchen 2026/ });
    await expect(card).toContainText('2 photos');
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await openAlbumActions(page, 'Kitchen 2026', 'Delete');
    const confirmDelete = page.getByRole('dialog', { name: 'Delete this album?' });
    await expect(confirmDelete).toContainText('2 photos');
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await expect(confirmDelete).toBeHidden();
    await expect(page.getByText(worksMessages.albumDeleted)).toBeVisible();
    await expect(page.getByRole('heading', { name: worksTexts.emptyAlbums })).toBeVisible();
  });

  test('an album that is not there says so', async ({ page }) => {
    await signInAsNewProvider(page);
    await page.goto('/my-works/987654');
    await expect(page.getByRole('heading', { name: 'Album not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: worksTexts.myWorks })).toBeVisible();
  });
});
