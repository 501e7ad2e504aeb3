import { z } from 'zod';
import { CRAFT_TYPES } from '../catalogues/craft-types.ts';
import { PHOTO_LIMITS } from '../records/photos.ts';
import { oneLineText, TEXT_LIMITS } from '../text/text.ts';

/** Longest value of each company field. */
export const COMPANY_LIMITS = {
  name: TEXT_LIMITS.profileField,
  /** Every catalogued craft type at most. */
  craftTypes: CRAFT_TYPES.length,
} as const;

/** The Company Management screen's texts (issue 13; the spec shows none). */
export const COMPANY_MESSAGES = {
  required: 'This field is required',
  nameTooLong: `Name needs to be less than ${COMPANY_LIMITS.name} characters`,
  duplicateName: 'Another company of this site already has this name.',
  unknownCraftType: 'Choose craft types this site uses.',
  unknownContact: 'The main point of contact must be an approved user of this site.',
  added: 'Company added.',
  updated: 'Company updated.',
  deleted: 'Company deleted.',
  logoSaved: 'Logo saved.',
  logoRemoved: 'Logo removed.',
} as const;

const ZId = z.string().min(1).max(TEXT_LIMITS.id);

/**
 * The New and Edit Company dialogs' fields, as the form and the server check them. Members are
 * not among them: a company's members are the site users whose company it is (decision 125).
 */
export const ZCompanyFields = z.object({
  name: oneLineText(COMPANY_LIMITS.name, {
    required: COMPANY_MESSAGES.required,
    tooLong: COMPANY_MESSAGES.nameTooLong,
  }),
  craftTypes: z
    .array(z.number().int().min(0).max(100_000))
    .max(COMPANY_LIMITS.craftTypes)
    .default([])
    .transform((codes) => [...new Set(codes)].sort((a, b) => a - b)),
  /** A site user's id, or none. */
  mainPointOfContact: ZId.nullable().default(null),
});
export type TCompanyFields = z.input<typeof ZCompanyFields>;

export const ZCreateCompanyInput = ZCompanyFields;
export const ZUpdateCompanyInput = ZCompanyFields.extend({ id: ZId });
export const ZCompanyIdInput = z.object({ id: ZId });
/** A logo is a photo: checked by content on the server before anything is saved. */
export const ZSetCompanyLogoInput = z.object({
  id: ZId,
  // Files up to twice the photo limit reach the server's check, which refuses them by name.
  file: z.file().max(PHOTO_LIMITS.maxBytes * 2),
});

/** Company names compare without case or surrounding blanks. */
export function sameCompanyName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The craft types a company may be given: the site's valid ones, plus those it already has
 * (a type the site dropped stays on the company until someone unticks it).
 */
export function allowedCompanyCraftTypes(
  siteValid: readonly number[],
  current: readonly number[],
): number[] {
  return [...new Set([...siteValid, ...current])].sort((a, b) => a - b);
}

export const COMPANY_LOGO_SIZES = ['reduced', 'thumb'] as const;
export type TCompanyLogoSize = (typeof COMPANY_LOGO_SIZES)[number];

const LOGO_URL = /^\/api\/files\/company-logos\/[^/]+\/([^/]+)\/(?:reduced|thumb)$/;

/**
 * Where a company's logo is served (to the site's members). Each upload gets a new `version`
 * (a UUID), so a new logo gets a new address and browsers may cache each one for good.
 */
export function companyLogoUrl(companyId: string, version: string, size: TCompanyLogoSize) {
  return `/api/files/company-logos/${encodeURIComponent(companyId)}/${encodeURIComponent(version)}/${size}`;
}

/** The version of a stored logo address, or null when there is none. */
export function logoVersionOf(url: string | null | undefined): string | null {
  if (!url) return null;
  return LOGO_URL.exec(url)?.[1] ?? null;
}
