import { z } from 'zod';
import { oneLineText, TEXT_LIMITS } from '../text/text.ts';

/**
 * Texts of creating a site on /admin/my-sites (issue 13). Keys of sites created by operators
 * follow the older, looser ZSiteKey; people who apply type either kind.
 */
export const NEW_SITE_MESSAGES = {
  keyRequired: 'Site key is required.',
  keyRule: 'Site key must be 3 to 12 letters or digits.',
  keyTaken: 'This site key is already taken. Please choose another one.',
  nameRequired: 'Site name is required.',
  timeZoneInvalid: 'Choose a time zone from the list.',
  latitudeRange: 'Latitude must be between -90 and 90.',
  longitudeRange: 'Longitude must be between -180 and 180.',
  bothOrNeither: 'Give both latitude and longitude, or neither.',
  created: 'Site created. It is now your default site.',
  createdNotDefault: 'Site created.',
} as const;

export const NEW_SITE_KEY_MIN = 3;
export const NEW_SITE_KEY_MAX = 12;
/** A site name as shown in headers and lists. */
export const SITE_NAME_MAX = TEXT_LIMITS.title;
/** IANA names are far shorter (the longest is about 30 characters). */
export const TIME_ZONE_MAX = 64;

/**
 * The key of a new site: 3 to 12 letters or digits, blanks around it dropped, case kept as
 * typed. Keys are unique whatever their case (the database's lower(site_key) index).
 */
export const ZNewSiteKey = z
  .string({ error: NEW_SITE_MESSAGES.keyRequired })
  .trim()
  .min(1, { error: NEW_SITE_MESSAGES.keyRequired, abort: true })
  .regex(/^[A-Za-z0-9]{3,12}$/, { error: NEW_SITE_MESSAGES.keyRule });

/** Whether the runtime knows this IANA time zone name (e.g. 'America/Chicago', 'UTC'). */
export function isKnownTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The IANA time zones the runtime offers, for the time zone picker. */
export function timeZoneNames(): string[] {
  const supported =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return supported.includes('UTC') ? supported : [...supported, 'UTC'];
}

export const ZTimeZone = z
  .string({ error: NEW_SITE_MESSAGES.timeZoneInvalid })
  .trim()
  .max(TIME_ZONE_MAX, { error: NEW_SITE_MESSAGES.timeZoneInvalid })
  .refine(isKnownTimeZone, { error: NEW_SITE_MESSAGES.timeZoneInvalid });

const latitude = z
  .number()
  .min(-90, { error: NEW_SITE_MESSAGES.latitudeRange })
  .max(90, { error: NEW_SITE_MESSAGES.latitudeRange });
const longitude = z
  .number()
  .min(-180, { error: NEW_SITE_MESSAGES.longitudeRange })
  .max(180, { error: NEW_SITE_MESSAGES.longitudeRange });

/** mySites.createSite: the creator becomes its approved site admin. */
export const ZCreateSiteInput = z
  .object({
    siteKey: ZNewSiteKey,
    name: oneLineText(SITE_NAME_MAX, { required: NEW_SITE_MESSAGES.nameRequired }),
    timezone: ZTimeZone,
    latitude: latitude.nullable(),
    longitude: longitude.nullable(),
    /** Switch to the new site at once (the form's default). */
    makeDefault: z.boolean().default(true),
  })
  .refine((v) => (v.latitude === null) === (v.longitude === null), {
    path: ['longitude'],
    error: NEW_SITE_MESSAGES.bothOrNeither,
  });
export type TCreateSiteInput = z.input<typeof ZCreateSiteInput>;
