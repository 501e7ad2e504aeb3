import { describe, expect, it } from 'vitest';
import { isAttachmentTooLarge, ZAttachmentFile } from './attachments.ts';

const MB = 1024 * 1024;

describe('attachment size', () => {
  it.each([
    [0, false],
    [1, false],
    [26_214_399, false],
    [26_214_400, false],
    [26_214_401, true],
    [100 * MB, true],
  ])('a file of %i bytes is too large: %s', (size, tooLarge) => {
    expect(isAttachmentTooLarge({ size })).toBe(tooLarge);
  });
});

describe('ZAttachmentFile', () => {
  // Node's global File (the domain compiles without the DOM library, so it is typed here).
  const NodeFile = (
    globalThis as unknown as { File: new (parts: Uint8Array[], name: string) => unknown }
  ).File;
  const fileOf = (size: number) => new NodeFile([new Uint8Array(size)], 'notes.bin');

  it('accepts a file of 25 MB', () => {
    expect(ZAttachmentFile.safeParse(fileOf(25 * MB)).success).toBe(true);
  });

  it('says the limit in words for a larger file', () => {
    const result = ZAttachmentFile.safeParse(fileOf(25 * MB + 1));
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Files must be 25 MB or smaller.']);
  });
});
