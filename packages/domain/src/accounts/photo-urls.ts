import { z } from 'zod';
import { MAX_ATTACHMENT_BYTES } from '../records/attachments.ts';

/** The three sizes of a profile photo (spec part 3, section 5: full, reduced, 300x300 thumbnail). */
export const USER_PHOTO_SIZES = ['full', 'reduced', 'thumb'] as const;
export type TUserPhotoSize = (typeof USER_PHOTO_SIZES)[number];

/**
 * Where a user's profile photo is served (to members of a site the user belongs to). `version`
 * is the stored key of that size, so that a new photo gets a new address and browsers may cache
 * each one for good.
 */
export function userPhotoPath(userId: string, size: TUserPhotoSize, version: string): string {
  const v = encodeURIComponent(version.split('/').slice(-2).join('-'));
  return `/api/user-photos/${encodeURIComponent(userId)}/${size}?v=${v}`;
}

/**
 * The profile photo upload: one file, bounded here by the upload cap; whether it is a photo (its
 * content, at most 20 MB and 40 megapixels) is checked by records/photos.ts on the server.
 */
export const ZProfilePhotoInput = z.object({ file: z.file().max(MAX_ATTACHMENT_BYTES) });
