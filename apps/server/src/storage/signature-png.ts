import {
  MAX_SIGNATURE_BYTES,
  MAX_SIGNATURE_PIXELS,
  MAX_SIGNATURE_SIDE,
} from '@craftwork/domain/billing/estimates';
import sharp from 'sharp';
import { AppError } from '../errors.ts';
import { ImagesBusyError, runImageWork } from './images.ts';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A signature as checked: the PNG re-encoded, or why it is refused. */
export type TSignatureCheck = { png: Buffer } | { refusal: 'invalid' | 'too-large' };

/** Width and height from the PNG's first chunk (IHDR), or null when it has none. */
function headerSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Decoded and looked at: some ink on it, then re-encoded. Null when it is blank or unreadable. */
async function inkedPng(bytes: Buffer): Promise<Buffer | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_SIGNATURE_PIXELS });
    const meta = await image.metadata();
    if (meta.format !== 'png' || !meta.width || !meta.height) return null;
    const stats = await image.stats();
    const alpha = meta.hasAlpha ? stats.channels[stats.channels.length - 1] : undefined;
    const colours = stats.channels.slice(0, meta.hasAlpha ? -1 : undefined);
    // Blank: fully transparent, or (opaque) nothing darker than near-white.
    const blank = alpha ? alpha.max === 0 : colours.every((c) => c.min > 245);
    if (blank) return null;
    return await image.png().toBuffer();
  } catch {
    return null;
  }
}

/**
 * A drawn signature sent as a PNG data URL, checked by its content before anything is kept:
 * base64, the PNG signature bytes, at most MAX_SIGNATURE_BYTES, and a size from its header of
 * at most 4000 px a side and 4 megapixels, all before any decoding (issue 31). Only then is it
 * decoded, through the photos' one-at-a-time image queue (ImagesBusyError when that is full),
 * checked for ink and re-encoded.
 */
export async function checkSignaturePng(dataUrl: string): Promise<TSignatureCheck> {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return { refusal: 'invalid' };
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_SIGNATURE_BYTES) return { refusal: 'too-large' };
  if (!bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return { refusal: 'invalid' };
  const size = headerSize(bytes);
  if (!size || size.width === 0 || size.height === 0) return { refusal: 'invalid' };
  if (
    size.width > MAX_SIGNATURE_SIDE ||
    size.height > MAX_SIGNATURE_SIDE ||
    size.width * size.height > MAX_SIGNATURE_PIXELS
  )
    return { refusal: 'too-large' };
  const png = await runImageWork(() => inkedPng(bytes));
  return png ? { png } : { refusal: 'invalid' };
}

/**
 * The drawn signature, checked by its content and size (before decoding) and re-encoded
 * through the image queue; otherwise refused with the caller's texts (BAD_REQUEST), or
 * TOO_MANY_REQUESTS while the image queue is full.
 */
export async function signaturePngOrRefuse(
  dataUrl: string,
  texts: { tooLarge: string; invalid: string },
): Promise<Buffer> {
  let checked;
  try {
    checked = await checkSignaturePng(dataUrl);
  } catch (error) {
    if (error instanceof ImagesBusyError) throw new AppError('TOO_MANY_REQUESTS', error.message);
    throw error;
  }
  if ('png' in checked) return checked.png;
  throw new AppError(
    'BAD_REQUEST',
    checked.refusal === 'too-large' ? texts.tooLarge : texts.invalid,
  );
}
