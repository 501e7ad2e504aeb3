import { MAX_SIGNATURE_BYTES } from '@craftwork/domain/billing/estimates';
import sharp from 'sharp';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_SIGNATURE_SIDE = 4000;

/**
 * A drawn signature sent as a PNG data URL, checked by its content before anything is kept:
 * base64, the PNG signature bytes, a size within limits, a decodable PNG no larger than
 * 4000 px a side with some ink on it. Answers the image re-encoded, or null when it is not one.
 */
export async function checkedSignaturePng(dataUrl: string): Promise<Buffer | null> {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length < PNG_MAGIC.length + 16 || bytes.length > MAX_SIGNATURE_BYTES) return null;
  if (!bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return null;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_SIGNATURE_SIDE * MAX_SIGNATURE_SIDE });
    const meta = await image.metadata();
    if (meta.format !== 'png' || !meta.width || !meta.height) return null;
    if (meta.width > MAX_SIGNATURE_SIDE || meta.height > MAX_SIGNATURE_SIDE) return null;
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
