import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPhotoHeader } from '@craftwork/domain/records/photos';
import { InvalidImageError, processImage } from './images.ts';

const plain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

async function photoWithLocation() {
  return plain(1200, 800)
    .png()
    .withExif({
      IFD0: { Copyright: 'secret owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '29/1 44/1 0/1' },
    })
    .toBuffer();
}

describe('processImage', () => {
  it('produces full, reduced and 300x300 thumbnail JPEGs without metadata', async () => {
    const original = await photoWithLocation();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { full, reduced, thumb } = await processImage('deck.png', original);
    for (const image of [full, reduced, thumb]) {
      const meta = await sharp(image).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
    }
    expect(await sharp(full).metadata()).toMatchObject({ width: 1200, height: 800 });
    expect(await sharp(reduced).metadata()).toMatchObject({ width: 1200, height: 800 });
    expect(await sharp(thumb).metadata()).toMatchObject({ width: 300, height: 300 });
    expect(reduced.length).toBeLessThan(full.length);
  });

  it('keeps a 4000x3000 photo whole in full and makes reduced 1600 px on its long side', async () => {
    const original = await plain(4000, 3000).jpeg({ quality: 90 }).toBuffer();
    const { full, reduced } = await processImage('site.jpg', original);
    expect(await sharp(full).metadata()).toMatchObject({ width: 4000, height: 3000 });
    expect(await sharp(reduced).metadata()).toMatchObject({ width: 1600, height: 1200 });
    expect(reduced.length).toBeLessThan(full.length / 4);
  });

  it('applies the camera orientation before sizing (a portrait shot stays portrait)', async () => {
    // EXIF orientation 6: stored landscape, shown rotated 90° clockwise.
    const original = await plain(3200, 2000).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { full, reduced } = await processImage('portrait.jpg', original);
    expect(await sharp(full).metadata()).toMatchObject({ width: 2000, height: 3200 });
    const meta = await sharp(reduced).metadata();
    expect(meta).toMatchObject({ width: 1000, height: 1600 });
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses a file that is not an image, whatever it is called, naming it', async () => {
    await expect(processImage('x.jpg', Buffer.from('%PDF-1.7 not an image'))).rejects.toThrowError(
      new InvalidImageError('x.jpg is not an image.'),
    );
  });

  it('refuses SVG and empty files', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    await expect(processImage('logo.png', svg)).rejects.toThrow(
      'logo.png is an SVG drawing; only photos can be added.',
    );
    await expect(processImage('empty.jpg', Buffer.alloc(0))).rejects.toThrow('empty.jpg is empty.');
  });

  it('refuses an image over 20 MB', async () => {
    const big = Buffer.concat([
      await plain(10, 10).png().toBuffer(),
      Buffer.alloc(21 * 1024 * 1024),
    ]);
    await expect(processImage('huge.png', big)).rejects.toThrow('huge.png is larger than 20 MB.');
  });

  it('refuses a corrupt image whose header looks right', async () => {
    const png = await plain(400, 300).png({ compressionLevel: 0 }).toBuffer();
    await expect(processImage('cut.png', png.subarray(0, png.length - 40))).rejects.toThrow(
      'cut.png could not be read as an image.',
    );
  });

  it('reads the same pixel size from the header as the decoder does', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'gif'] as const) {
      const file = await plain(123, 45).toFormat(format).toBuffer();
      expect(readPhotoHeader(file), format).toEqual({
        kind: 'image',
        format,
        width: 123,
        height: 45,
      });
    }
    const lossless = await plain(321, 54).webp({ lossless: true }).toBuffer();
    expect(readPhotoHeader(lossless)).toMatchObject({ width: 321, height: 54 });
  });
});
