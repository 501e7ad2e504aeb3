import sharp from 'sharp';

export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif', 'avif']);

export type ProcessedImage = { full: Buffer; reduced: Buffer; thumb: Buffer };

export class InvalidImageError extends Error {}

/**
 * Re-encodes an uploaded image, checked by its content (not its name or declared type), into
 * the spec's three JPEGs: full (quality 1.0), reduced (0.8) and a 300x300 thumbnail. The EXIF
 * orientation is applied and every piece of metadata (location, camera) is dropped.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > MAX_IMAGE_BYTES)
    throw new InvalidImageError('The image is larger than 20 MB.');
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw new InvalidImageError('The file is not an image.');
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw new InvalidImageError('The file is not an image.');
  const base = () => sharp(input, { failOn: 'error', limitInputPixels: 100_000_000 }).rotate();
  const [full, reduced, thumb] = await Promise.all([
    base().jpeg({ quality: 100 }).toBuffer(),
    base().jpeg({ quality: 80 }).toBuffer(),
    base().resize(300, 300, { fit: 'cover' }).jpeg({ quality: 80 }).toBuffer(),
  ]);
  return { full, reduced, thumb };
}
