/**
 * Which files may become photos, decided from their content (never their name or declared
 * type), the same way in the browser when a file is picked and on the server before anything
 * is decoded or saved.
 */

export const PHOTO_LIMITS = {
  /** Largest file accepted as a photo. */
  maxBytes: 20 * 1024 * 1024,
  /** Width × height cap: decoding costs memory and CPU by pixel, not by file size. */
  maxPixels: 40_000_000,
  /** Photos in one upload (and a new record's images in the wizard). */
  maxPerUpload: 20,
  /** The reduced image's long side (the carousel and the viewer). */
  reducedLongSide: 1600,
  /** The square thumbnail's side (lists and thumbnail strips). */
  thumbSide: 300,
  /** Bytes a browser reads from a picked file to check it (headers sit at the start). */
  headBytes: 256 * 1024,
} as const;

export const PHOTO_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif', 'avif'] as const;
export type TPhotoFormat = (typeof PHOTO_FORMATS)[number];

export type TPhotoHeader =
  | { kind: 'image'; format: TPhotoFormat; width: number | null; height: number | null }
  | { kind: 'svg' }
  | { kind: 'not-image' };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);
// Start-of-frame markers carry the frame size: C0-CF except DHT (C4), JPG (C8) and DAC (CC).
const JPEG_SOF = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (JPEG_SOF.has(marker)) return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    if (marker === 0xda || marker === 0xd9) return null; // scan data or end before any frame
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    at += 2 + u16be(b, at + 2);
  }
  return null;
}

function webpSize(b: Uint8Array): { width: number; height: number } | null {
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8 ' && b.length >= 30)
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L' && b.length >= 25) {
    const [b1, b2, b3, b4] = [b[21] ?? 0, b[22] ?? 0, b[23] ?? 0, b[24] ?? 0];
    return {
      width: 1 + (((b2 & 0x3f) << 8) | b1),
      height: 1 + (((b4 & 0x0f) << 10) | (b3 << 2) | ((b2 & 0xc0) >> 6)),
    };
  }
  if (chunk === 'VP8X' && b.length >= 30)
    return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  return null;
}

const image = (
  format: TPhotoFormat,
  size: { width: number; height: number } | null = null,
): TPhotoHeader => ({
  kind: 'image',
  format,
  width: size?.width ?? null,
  height: size?.height ?? null,
});

/**
 * What a file's first bytes say it is, with its pixel size where the header gives it (JPEG,
 * PNG, GIF, WebP). TIFF, HEIF and AVIF are recognised; their size is left to the decoder.
 */
export function readPhotoHeader(bytes: Uint8Array): TPhotoHeader {
  const b = bytes;
  if (startsWith(b, [0xff, 0xd8, 0xff])) return image('jpeg', jpegSize(b));
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return image('png', b.length >= 24 ? { width: u32be(b, 16), height: u32be(b, 20) } : null);
  if (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')
    return image('gif', b.length >= 10 ? { width: u16le(b, 6), height: u16le(b, 8) } : null);
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return image('webp', webpSize(b));
  if (startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a]))
    return image('tiff');
  if (ascii(b, 4, 8) === 'ftyp') {
    const brand = ascii(b, 8, 12);
    if (AVIF_BRANDS.has(brand)) return image('avif');
    if (HEIF_BRANDS.has(brand)) return image('heif');
  }
  // An SVG is text (XML) that draws, and may script: never a photo.
  const text = ascii(b, 0, Math.min(b.length, 4096)).toLowerCase();
  if (/^(\ufeff|ï»¿)?\s*</.test(text) && text.includes('<svg')) return { kind: 'svg' };
  return { kind: 'not-image' };
}

/** Why a file cannot be a photo, naming it; null when it may be uploaded. */
export function photoRefusal(
  file: { name: string; size: number },
  header: TPhotoHeader | null,
): string | null {
  const { name } = file;
  if (file.size === 0) return `${name} is empty.`;
  if (header?.kind === 'svg') return `${name} is an SVG drawing; only photos can be added.`;
  if (!header || header.kind === 'not-image') return `${name} is not an image.`;
  if (file.size > PHOTO_LIMITS.maxBytes) return `${name} is larger than 20 MB.`;
  const { width, height } = header;
  if (width !== null && height !== null && width * height > PHOTO_LIMITS.maxPixels) {
    return `${name} is ${width} × ${height} pixels; photos can have at most 40 megapixels.`;
  }
  return null;
}
