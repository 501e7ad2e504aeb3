import { describe, expect, it } from 'vitest';
import { PHOTO_LIMITS, photoRefusal, readPhotoHeader, type TPhotoHeader } from './photos.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];

const png = (w: number, h: number) =>
  bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    be32(13),
    'IHDR',
    be32(w),
    be32(h),
    [8, 2, 0, 0, 0],
  );
// SOI, an APP1 segment of 6 bytes, then a baseline frame header.
const jpeg = (w: number, h: number, sof = 0xc0) =>
  bytes([0xff, 0xd8, 0xff, 0xe1, 0, 6], 'Exif', [
    0xff,
    0xff,
    sof,
    0,
    17,
    8,
    h >> 8,
    h & 255,
    w >> 8,
    w & 255,
    3,
  ]);
const webpX = (w: number, h: number) =>
  bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8X', [10, 0, 0, 0], [0, 0, 0, 0], le24(w - 1), le24(h - 1));
const webpLossy = (w: number, h: number) =>
  bytes(
    'RIFF',
    [0, 0, 0, 0],
    'WEBPVP8 ',
    [0, 0, 0, 0],
    [0, 0, 0, 0x9d, 0x01, 0x2a],
    le16(w),
    le16(h),
  );

describe('readPhotoHeader', () => {
  it.each<[string, Uint8Array, TPhotoHeader]>([
    [
      'a PNG, with its size',
      png(10000, 10000),
      { kind: 'image', format: 'png', width: 10000, height: 10000 },
    ],
    [
      'a JPEG after an EXIF segment',
      jpeg(4000, 3000),
      { kind: 'image', format: 'jpeg', width: 4000, height: 3000 },
    ],
    [
      'a progressive JPEG',
      jpeg(640, 480, 0xc2),
      { kind: 'image', format: 'jpeg', width: 640, height: 480 },
    ],
    [
      'a GIF',
      bytes('GIF89a', le16(320), le16(200)),
      { kind: 'image', format: 'gif', width: 320, height: 200 },
    ],
    [
      'an extended WebP',
      webpX(9000, 7000),
      { kind: 'image', format: 'webp', width: 9000, height: 7000 },
    ],
    [
      'a lossy WebP',
      webpLossy(800, 600),
      { kind: 'image', format: 'webp', width: 800, height: 600 },
    ],
    [
      'a little-endian TIFF',
      bytes([0x49, 0x49, 0x2a, 0]),
      { kind: 'image', format: 'tiff', width: null, height: null },
    ],
    [
      'a HEIC photo',
      bytes([0, 0, 0, 24], 'ftypheic'),
      { kind: 'image', format: 'heif', width: null, height: null },
    ],
    [
      'an AVIF',
      bytes([0, 0, 0, 24], 'ftypavif'),
      { kind: 'image', format: 'avif', width: null, height: null },
    ],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'), { kind: 'svg' }],
    [
      'an SVG with an XML prolog',
      bytes('\n <?xml version="1.0"?>\n<!DOCTYPE svg>\n<svg>'),
      { kind: 'svg' },
    ],
    ['a PDF named photo.jpg', bytes('%PDF-1.7 not an image'), { kind: 'not-image' }],
    ['an HTML page', bytes('<html><body>hi</body></html>'), { kind: 'not-image' }],
    ['an MP4 video', bytes([0, 0, 0, 24], 'ftypisom'), { kind: 'not-image' }],
    ['nothing', bytes(), { kind: 'not-image' }],
  ])('reads %s', (_, input, expected) => {
    expect(readPhotoHeader(input)).toEqual(expected);
  });
});

describe('photoRefusal', () => {
  const ok = readPhotoHeader(png(4000, 3000));
  it.each<[string, { name: string; size: number }, TPhotoHeader | null, string | null]>([
    ['a 12 MP photo', { name: 'deck.png', size: 5_000_000 }, ok, null],
    [
      'a photo whose size the header does not give',
      { name: 'a.heic', size: 3_000_000 },
      readPhotoHeader(bytes([0, 0, 0, 24], 'ftypheic')),
      null,
    ],
    ['exactly 40 MP', { name: 'big.png', size: 1000 }, readPhotoHeader(png(8000, 5000)), null],
    ['an empty file', { name: 'empty.jpg', size: 0 }, null, 'empty.jpg is empty.'],
    [
      'a non-image',
      { name: 'report.jpg', size: 20 },
      { kind: 'not-image' },
      'report.jpg is not an image.',
    ],
    [
      'an SVG',
      { name: 'logo.svg', size: 20 },
      { kind: 'svg' },
      'logo.svg is an SVG drawing; only photos can be added.',
    ],
    [
      'over 20 MB',
      { name: 'raw.png', size: PHOTO_LIMITS.maxBytes + 1 },
      ok,
      'raw.png is larger than 20 MB.',
    ],
    [
      'over 40 MP',
      { name: 'bomb.png', size: 316_000 },
      readPhotoHeader(png(10000, 10000)),
      'bomb.png is 10000 × 10000 pixels; photos can have at most 40 megapixels.',
    ],
  ])('answers %s', (_, file, header, expected) => {
    expect(photoRefusal(file, header)).toBe(expected);
  });
});
