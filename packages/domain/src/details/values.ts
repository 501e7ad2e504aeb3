/** The values of dynamic detail fields: blank or set, numbers as typed, changes, defaults. */
import type { TDetailFieldConfig } from '../site/site.ts';

export type TDetails = Record<string, unknown>;

/** Blank: missing, null, an empty (or all-space) text, or an empty list. */
export function isBlankDetail(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Whether a value counts as set: not blank, not 0 and not false. */
export function hasDetailValue(value: unknown): boolean {
  return !isBlankDetail(value) && value !== 0 && value !== false;
}

const WHOLE_NUMBER = /^[+-]?\d+$/;
const DECIMAL_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const CURRENCY_NUMBER = /^[+-]?(\d+(\.\d{0,2})?|\.\d{1,2})$/;

function parseText(value: string, pattern: RegExp): number | null {
  const text = value.trim();
  if (!pattern.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER ? n : null;
}

/**
 * A number field's value as saved: a base-10 number, decimals allowed ('12.7' → 12.7, ' 7 ' → 7)
 * unless the field is configured with wholeNumber ('4.5' and 4.5 then give null); text that is
 * not a number ('12abc', 'abc', '1e3'), NaN and infinities give null. Blank gives 0 when the
 * field is optional, null when it is required.
 */
export function parseDetailNumber(
  value: unknown,
  required = false,
  wholeNumber = false,
): number | null {
  if (isBlankDetail(value)) return required ? null : 0;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) return null;
    return !wholeNumber || Number.isInteger(value) ? value : null;
  }
  if (typeof value === 'string')
    return parseText(value, wholeNumber ? WHOLE_NUMBER : DECIMAL_NUMBER);
  return null;
}

/** The keyboard a number or currency field asks a phone for: with a decimal point unless whole. */
export function detailInputMode(field: TDetailFieldConfig): 'numeric' | 'decimal' {
  return field.type === 'number' && field.wholeNumber === true ? 'numeric' : 'decimal';
}

/**
 * A currency field's value as saved: a number of dollars with at most two decimals ('12.50' →
 * 12.5). Currency is not cut to a whole number, which would lose the cents. Blank as for numbers.
 */
export function parseDetailCurrency(value: unknown, required = false): number | null {
  if (isBlankDetail(value)) return required ? null : 0;
  if (typeof value === 'number') {
    const cents = value * 100;
    // Tolerates binary noise (0.1 + 0.2) and stores whole cents.
    return Number.isFinite(value) && Math.abs(cents - Math.round(cents)) < 1e-6
      ? Math.round(cents) / 100
      : null;
  }
  if (typeof value === 'string') return parseText(value, CURRENCY_NUMBER);
  return null;
}

/** Whether a text is a number at all (for the inventory forms, which take decimals). */
export function parseDecimalText(value: string): number | null {
  return parseText(value, DECIMAL_NUMBER);
}

/** Two detail values are the same (lists item by item, 0 and -0 alike). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  }
  return Object.is(a, b) || (a === 0 && b === 0);
}

/** Only the details that differ from the original (lists compared item by item). */
export function changedDetails(original: TDetails, edited: TDetails): TDetails {
  const changes: TDetails = {};
  for (const [key, value] of Object.entries(edited)) {
    if (!sameValue(original[key], value)) changes[key] = value;
  }
  return changes;
}

/** A form's starting values: each field's defaultValue, or blank ('' / false / []). */
export function detailFormDefaults(
  fields: readonly TDetailFieldConfig[],
  details: TDetails = {},
): TDetails {
  const values: TDetails = {};
  for (const field of fields) {
    const current = details[field.key];
    if (current !== undefined) values[field.key] = current;
    else if (field.defaultValue !== undefined) values[field.key] = field.defaultValue;
    else if (field.type === 'bool') values[field.key] = false;
    else if (field.type === 'multiple-uid') values[field.key] = [];
    else values[field.key] = '';
  }
  return values;
}
