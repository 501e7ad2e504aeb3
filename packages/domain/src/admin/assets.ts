import { z } from 'zod';
import { multiLineText, oneLineText, TEXT_LIMITS } from '../text/text.ts';

/** Longest value of each asset field. */
export const ASSET_LIMITS = {
  /** Asset ID: a plant's tag or equipment number. */
  customId: 100,
  /** Asset Name (the spec's title: 'Title maximum 200 characters'). */
  title: TEXT_LIMITS.title,
  description: TEXT_LIMITS.longText,
} as const;

/** The asset screens' texts (spec part 3, sections 5 and 8, and issue 13). */
export const ASSET_MESSAGES = {
  required: 'This field is required',
  customIdTooLong: `Asset ID needs to be less than ${ASSET_LIMITS.customId} characters`,
  titleTooLong: `Title needs to be less than ${ASSET_LIMITS.title} characters`,
  descriptionTooLong: `Description needs to be less than ${ASSET_LIMITS.description} characters`,
  duplicateCustomId: 'Another asset of this site already has this Asset ID.',
  unknownLocation: 'This location is not available.',
  added: 'Asset added successfully.',
  updated: 'Asset updated successfully.',
  deleted: 'Asset deleted successfully.',
  photoSaved: 'Photo saved.',
  photoRemoved: 'Photo removed.',
} as const;

const ZId = z.string().min(1).max(TEXT_LIMITS.id);

/** The New Asset and Edit dialogs' fields, as the form and the server check them. */
export const ZAssetFields = z.object({
  customId: oneLineText(ASSET_LIMITS.customId, {
    required: ASSET_MESSAGES.required,
    tooLong: ASSET_MESSAGES.customIdTooLong,
  }),
  title: oneLineText(ASSET_LIMITS.title, {
    required: ASSET_MESSAGES.required,
    tooLong: ASSET_MESSAGES.titleTooLong,
  }),
  description: multiLineText(ASSET_LIMITS.description, {
    tooLong: ASSET_MESSAGES.descriptionTooLong,
  }).default(''),
  /** One of the site's locations, or none. */
  locationId: ZId.nullable().default(null),
});
export type TAssetFields = z.input<typeof ZAssetFields>;

export const ZCreateAssetInput = ZAssetFields;
export const ZUpdateAssetInput = ZAssetFields.extend({ id: ZId });
export const ZAssetIdInput = z.object({ id: ZId });

/** Asset IDs compare without case or surrounding blanks: 'P-101' and 'p-101 ' are one asset. */
export function sameCustomId(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The asset's page, which its QR code opens. */
export function assetPath(assetId: string): string {
  return `/asset/${encodeURIComponent(assetId)}`;
}
