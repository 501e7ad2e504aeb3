import { z } from 'zod';

/** Largest attachment: any type, stored as sent. */
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;

/** What a file over the limit is told, in the browser before it is sent and by the server. */
export const ATTACHMENT_TOO_LARGE = 'Files must be 25 MB or smaller.';

export function isAttachmentTooLarge(file: { size: number }): boolean {
  return file.size > MAX_ATTACHMENT_BYTES;
}

/** An attachment upload's file, the limit said in words (zod's own text counts bytes). */
export const ZAttachmentFile = z.file().max(MAX_ATTACHMENT_BYTES, { error: ATTACHMENT_TOO_LARGE });
