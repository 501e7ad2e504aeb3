import type { TDetailFieldConfig } from '../site/site.ts';
import {
  changedDetails,
  DETAIL_MESSAGES,
  validateDetails,
  type TDetails,
  type TDetailsOptions,
  type TDetailsResult,
} from './fields.ts';

/**
 * Craft detail keys only the server writes: completing an Installation marks the record
 * installed and stamps when. A request may never set them (the printed tag would say Installed).
 */
export const SERVER_OWNED_DETAIL_KEYS: readonly string[] = [
  'installed',
  'timestampMarkedInstalled',
];

export type TDetailsUpdateOptions = TDetailsOptions & {
  /** A new record or task: its configured fields may be given even when not editable later. */
  creating?: boolean;
};

/**
 * The keys a request changes that it may not: keys the site does not configure for this craft
 * (or craft and task type), fields marked not editable (except on creation), and server-owned
 * keys. A key sent with its stored value is no change and is let through, so a form that sends
 * back what it read is never refused for an older configuration's key.
 */
export function refusedDetailKeys(
  fields: readonly TDetailFieldConfig[],
  stored: TDetails,
  incoming: TDetails,
  options: { creating?: boolean } = {},
): string[] {
  const allowed = new Set(
    fields.filter((f) => options.creating === true || f.editable !== false).map((f) => f.key),
  );
  const changes = changedDetails(stored, { ...stored, ...incoming });
  return Object.keys(changes).filter(
    (key) => !allowed.has(key) || SERVER_OWNED_DETAIL_KEYS.includes(key),
  );
}

/**
 * Details a request sends, checked before saving: the changed keys must be ones the caller may
 * set (refusedDetailKeys), then the stored details merged with them are validated and
 * normalized (validateDetails). A refused key fails with 'Please check the values in the form'.
 */
export function validateDetailsUpdate(
  fields: readonly TDetailFieldConfig[],
  stored: TDetails,
  incoming: TDetails,
  options: TDetailsUpdateOptions = {},
): TDetailsResult {
  const refused = refusedDetailKeys(fields, stored, incoming, options);
  if (refused.length > 0) {
    return {
      success: false,
      fieldErrors: Object.fromEntries(refused.map((key) => [key, DETAIL_MESSAGES.checkFormValues])),
      message: DETAIL_MESSAGES.checkFormValues,
    };
  }
  return validateDetails(fields, { ...stored, ...incoming }, options);
}

/**
 * A detail field's key as a site configures it: a letter, then letters, digits or '_', at most
 * 64 characters (the keys of stored details, e.g. legFeet, tagNumber, jobID).
 */
export const DETAIL_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** Whether a key may name a configured detail field (server-owned keys may not). */
export function isDetailKey(key: string): boolean {
  return DETAIL_KEY_PATTERN.test(key) && !SERVER_OWNED_DETAIL_KEYS.includes(key);
}
