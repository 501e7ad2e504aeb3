import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { InvalidImageError, processImage } from './images.ts';

async function photoWithLocation() {
  return sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
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
    const { full, reduced, thumb } = await processImage(original);
    for (const image of [full, reduced, thumb]) {
      const meta = await sharp(image).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
    }
    expect(await sharp(full).metadata()).toMatchObject({ width: 1200, height: 800 });
    expect(await sharp(thumb).metadata()).toMatchObject({ width: 300, height: 300 });
    expect(reduced.length).toBeLessThan(full.length);
  });

  it('refuses a file that is not an image, whatever it is called', async () => {
    await expect(processImage(Buffer.from('%PDF-1.7 not an image'))).rejects.toBeInstanceOf(
      InvalidImageError,
    );
  });

  it('refuses an image over 20 MB', async () => {
    await expect(processImage(Buffer.alloc(21 * 1024 * 1024))).rejects.toThrow('larger than 20 MB');
  });
});
