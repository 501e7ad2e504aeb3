import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_TOO_LARGE,
  isAttachmentTooLarge,
  MAX_ATTACHMENT_BYTES,
  ZAttachmentFile,
} from './attachments.ts';

const MB = 1024 * 1024;

describe('attachment size', () => {
  it.each([
    [0, false],
    [1, false],
    [25 * MB - 1, false],
    [25 * MB, false],
    [25 * MB + 1, true],
    [100 * MB, true],
  ])('a file of %i bytes is too large: %s', (size, tooLarge) => {
    expect(isAttachmentTooLarge({ size })).toBe(tooLarge);
  });

  it('is 25 MB', () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(26_214_400);
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
    expect(result.error?.issues.map((i) => i.message)).toEqual([ATTACHMENT_TOO_LARGE]);
    expect(ATTACHMENT_TOO_LARGE).toBe('Files must be 25 MB or smaller.');
  });
});
