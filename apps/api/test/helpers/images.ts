import sharp from 'sharp';

type Colour = { r: number; g: number; b: number };

const canvas = (width: number, height: number, background: Colour) =>
  sharp({ create: { width, height, channels: 3, background } });

/** A small PNG drawn in memory. */
export function makePng(width = 32, height = 24, background: Colour = { r: 20, g: 120, b: 110 }): Promise<Buffer> {
  return canvas(width, height, background).png().toBuffer();
}

export function makeWebp(width = 32, height = 24): Promise<Buffer> {
  return canvas(width, height, { r: 240, g: 160, b: 20 }).webp().toBuffer();
}

export function makeGif(width = 16, height = 16): Promise<Buffer> {
  return canvas(width, height, { r: 10, g: 10, b: 200 }).gif().toBuffer();
}

/** A JPEG as a phone takes it: camera make, GPS position, and an orientation that turns it upright. */
export function makeJpegWithGps(width = 64, height = 48): Promise<Buffer> {
  return canvas(width, height, { r: 200, g: 30, b: 30 })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'HomeBidTestCam', Model: 'Phone 1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '40/1 44/1 54/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '73/1 59/1 9/1',
        },
      },
    })
    .toBuffer();
}
