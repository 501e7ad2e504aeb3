import sharp from 'sharp';
import {
  PHOTO_FORMATS,
  PHOTO_LIMITS,
  photoRefusal,
  readPhotoHeader,
  type TPhotoFormat,
} from '@craftwork/domain/records/photos';
import { createWorkQueue, QueueFullError } from './work-queue.ts';

export type ProcessedImage = { full: Buffer; reduced: Buffer; thumb: Buffer };

/** A file refused as a photo; the message names it and says why. */
export class InvalidImageError extends Error {}
/** Too many photos are being processed: the caller should try again shortly. */
export class ImagesBusyError extends Error {}

export const IMAGES_BUSY = 'The server is busy processing photos. Please try again in a minute.';

// libvips would use every core for one image: one thread, and one photo at a time (plus a
// short waiting line), keeps the other core for everyone else's requests.
sharp.concurrency(1);
const queue = createWorkQueue({ concurrency: 1, maxWaiting: 8 });

/**
 * Checks an upload before anything is decoded or saved: its content (magic bytes, not its name
 * or declared type), its size, and its width × height as the header says (sharp's metadata
 * reads only the header). Throws InvalidImageError naming the file.
 */
export async function checkImage(name: string, input: Buffer): Promise<void> {
  const file = { name, size: input.length };
  const refusal = photoRefusal(file, readPhotoHeader(input));
  if (refusal) throw new InvalidImageError(refusal);
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw new InvalidImageError(`${name} is not an image.`);
  }
  const format = meta.format === 'jpg' ? 'jpeg' : meta.format;
  if (!PHOTO_FORMATS.includes(format as TPhotoFormat) || !meta.width || !meta.height)
    throw new InvalidImageError(`${name} is not an image.`);
  const sized = photoRefusal(file, {
    kind: 'image',
    format: format as TPhotoFormat,
    width: meta.width,
    height: meta.pageHeight ?? meta.height,
  });
  if (sized) throw new InvalidImageError(sized);
}

const rawOf = (info: sharp.OutputInfo) => ({
  raw: { width: info.width, height: info.height, channels: info.channels },
});

/**
 * Decodes the image once (orientation applied, transparency on white, sRGB) and encodes the
 * spec's three JPEGs from those pixels: full at its own size (quality 1.0), reduced to at most
 * 1600 px on its long side (0.8) and a 300x300 thumbnail (0.8). Nothing of the original's
 * metadata (location, camera) is written.
 */
async function encode(input: Buffer): Promise<ProcessedImage> {
  const decoded = await sharp(input, { failOn: 'error', limitInputPixels: PHOTO_LIMITS.maxPixels })
    .rotate()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(decoded.data, rawOf(decoded.info));
  const full = await pixels().jpeg({ quality: 100 }).toBuffer();
  const side = PHOTO_LIMITS.reducedLongSide;
  const small = await pixels()
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const smallPixels = () => sharp(small.data, rawOf(small.info));
  const reduced = await smallPixels().jpeg({ quality: 80 }).toBuffer();
  const thumb = await smallPixels()
    .resize(PHOTO_LIMITS.thumbSide, PHOTO_LIMITS.thumbSide, { fit: 'cover' })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { full, reduced, thumb };
}

/**
 * Runs other image decoding (a drawn signature) through the same one-at-a-time queue as
 * photos. Throws ImagesBusyError when the queue is full.
 */
export async function runImageWork<T>(job: () => Promise<T>): Promise<T> {
  try {
    return await queue.run(job);
  } catch (error) {
    if (error instanceof QueueFullError) throw new ImagesBusyError(IMAGES_BUSY);
    throw error;
  }
}

/**
 * Checks an uploaded image (see checkImage) and re-encodes it through the process-wide photo
 * queue. Throws InvalidImageError for a refused file and ImagesBusyError when the queue is full.
 */
export async function processImage(name: string, input: Buffer): Promise<ProcessedImage> {
  await checkImage(name, input);
  try {
    return await queue.run(() => encode(input));
  } catch (error) {
    if (error instanceof QueueFullError) throw new ImagesBusyError(IMAGES_BUSY);
    // The header passed but the pixels did not decode (a truncated or corrupt file): encode
    // does nothing but decode and re-encode, so its failures are the file's.
    throw new InvalidImageError(`${name} could not be read as an image.`);
  }
}
