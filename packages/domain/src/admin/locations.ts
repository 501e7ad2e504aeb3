import { z } from 'zod';
import { oneLineText, TEXT_LIMITS } from '../text/text.ts';

/** Longest value of each location field. */
export const LOCATION_LIMITS = {
  title: TEXT_LIMITS.title,
  department: TEXT_LIMITS.profileField,
} as const;

/** The Locations Management screen's texts (issue 13; the spec shows none). */
export const LOCATION_MESSAGES = {
  required: 'This field is required',
  titleTooLong: `Title needs to be less than ${LOCATION_LIMITS.title} characters`,
  departmentTooLong: `Department needs to be less than ${LOCATION_LIMITS.department} characters`,
  latitudeRange: 'Latitude must be a number from -90 to 90.',
  longitudeRange: 'Longitude must be a number from -180 to 180.',
  bothOrNeither: 'Enter both latitude and longitude, or neither.',
  added: 'Location added.',
  updated: 'Location updated.',
  deleted: 'Location deleted.',
} as const;

const ZId = z.string().min(1).max(TEXT_LIMITS.id);

const latitude = z
  .number({ error: LOCATION_MESSAGES.latitudeRange })
  .min(-90, { error: LOCATION_MESSAGES.latitudeRange })
  .max(90, { error: LOCATION_MESSAGES.latitudeRange });
const longitude = z
  .number({ error: LOCATION_MESSAGES.longitudeRange })
  .min(-180, { error: LOCATION_MESSAGES.longitudeRange })
  .max(180, { error: LOCATION_MESSAGES.longitudeRange });

const ZLocationObject = z.object({
  title: oneLineText(LOCATION_LIMITS.title, {
    required: LOCATION_MESSAGES.required,
    tooLong: LOCATION_MESSAGES.titleTooLong,
  }),
  department: oneLineText(LOCATION_LIMITS.department, {
    tooLong: LOCATION_MESSAGES.departmentTooLong,
  }).default(''),
  latitude: latitude.nullable().default(null),
  longitude: longitude.nullable().default(null),
});

/** A place is both coordinates or none: a pin needs the two. */
const bothOrNeither = <T extends { latitude: number | null; longitude: number | null }>(v: T) =>
  (v.latitude === null) === (v.longitude === null);
const bothOrNeitherIssue = { error: LOCATION_MESSAGES.bothOrNeither, path: ['longitude'] };

/** The New and Edit Location dialogs' fields, as the form and the server check them. */
export const ZLocationFields = ZLocationObject.refine(bothOrNeither, bothOrNeitherIssue);
export type TLocationFields = z.input<typeof ZLocationFields>;

export const ZCreateLocationInput = ZLocationFields;
export const ZUpdateLocationInput = ZLocationObject.extend({ id: ZId }).refine(
  bothOrNeither,
  bothOrNeitherIssue,
);
export const ZLocationIdInput = z.object({ id: ZId });

/**
 * A coordinate as typed: blanks dropped, a comma accepted as the decimal mark; null when empty,
 * NaN when it is no number (the schema then names the field).
 */
export function parseCoordinate(typed: string): number | null {
  const text = typed.trim().replace(',', '.');
  if (text === '') return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/** A pasted "lat, lng" pair (as map services copy them), or null when the text is not one. */
export function parseCoordinatePair(typed: string): { latitude: number; longitude: number } | null {
  const match = /^\s*([-+]?\d+(?:\.\d+)?)\s*[,;\s]\s*([-+]?\d+(?:\.\d+)?)\s*$/.exec(typed);
  if (!match) return null;
  const [lat, lng] = [Number(match[1]), Number(match[2])];
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { latitude: lat, longitude: lng };
}

/** Coordinates rounded to 6 decimals (about 10 cm), as the map picker stores them. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** The things still naming a location or company, and how many of each. */
export type TUsage = readonly (readonly [count: number, singular: string, plural: string])[];

/**
 * Why a location or company cannot be deleted, naming what still uses it ("This location is
 * used by 12 craft records and 3 assets."); null when nothing does.
 */
export function inUseMessage(thing: 'location' | 'company', usage: TUsage): string | null {
  const parts = usage
    .filter(([count]) => count > 0)
    .map(([count, singular, plural]) => `${count} ${count === 1 ? singular : plural}`);
  if (parts.length === 0) return null;
  const list =
    parts.length === 1
      ? parts[0]
      : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `This ${thing} is used by ${list}.`;
}
