import { fillTemplate } from '../i18n/template.ts';

// Text limits and checks without schemas: what the zod builders in text.ts apply, usable where
// zod is not loaded (the sign-in page).

/**
 * Longest value of each kind of text field, enforced by the server (each procedure's input
 * schema) and shown by the forms that use the same schemas. Chosen so a value fits where it is
 * shown and in a mail subject; descriptions keep the spec's 5000.
 */
export const TEXT_LIMITS = {
  /** Task and record titles (the spec's 'Title needs to be less than 200 characters'). */
  title: 200,
  /** Work orders, tag numbers, POs and similar short references. */
  reference: 200,
  /** Descriptions, notes and other free text. */
  longText: 5000,
  /** A person's display name. */
  personName: 100,
  /** Company name, department and job title of a profile. */
  profileField: 100,
  /** RFC 5321 caps an address at 254 characters. */
  email: 254,
  /** A phone number as typed, with spaces, dashes and an extension. */
  phone: 32,
  /** better-auth's own maximum password length. */
  password: 128,
  /** Site keys as typed (stored ones are at most 32). */
  siteKey: 64,
  /** Ids of rows (UUIDs, or older ids). */
  id: 128,
  /** A stored file's name. */
  fileName: 200,
} as const;

/** The texts of TEXT_MESSAGES that carry values, as templates (fillTemplate). */
export const TEXT_TEMPLATES = {
  tooLong: 'This value needs to be less than {max} characters',
} as const;

/** Texts the spec does not give; they follow its 'needs to be less than …' wording. */
export const TEXT_MESSAGES = {
  tooLong: (max: number) => fillTemplate(TEXT_TEMPLATES.tooLong, { max }),
  oneLine: 'This field may not contain line breaks or control characters.',
  controlCharacters: 'This field may not contain control characters.',
} as const;

// Unicode category Cc: C0 controls, DEL and C1 controls (line breaks and tabs among them).
const CONTROL = /\p{Cc}/u;
// Cc except tab, line feed and carriage return, which free text keeps.
const CONTROL_EXCEPT_WHITESPACE = /[^\P{Cc}\t\n\r]/u;
// Unicode category Cf: bidi controls (U+202A–U+202E, U+2066–U+2069), zero-width characters, BOM.
const FORMAT = /\p{Cf}/gu;

/**
 * Whether a one-line value (a title, name, work order, PO, tag number …) holds a control
 * character, line breaks and tabs included. Such a value could split a mail header (CR/LF) or a
 * CSV row, and never comes from a one-line input.
 */
export function hasControlCharacters(value: string): boolean {
  return CONTROL.test(value);
}

/** Whether free text (descriptions, notes) holds a control character other than tab or a line break. */
export function hasNonWhitespaceControlCharacters(value: string): boolean {
  return CONTROL_EXCEPT_WHITESPACE.test(value);
}

/** The text without Unicode format characters (bidi overrides, zero-width characters). */
export function stripFormatCharacters(value: string): string {
  return value.replace(FORMAT, '');
}

/**
 * The text cut to at most `max` characters as every limit counts them (UTF-16 units, zod's and
 * the browser's maxLength), never inside a character: an emoji that would cross the limit is
 * left out whole.
 */
export function cutToLength(value: string, max: number): string {
  if (value.length <= max) return value;
  let cut = '';
  for (const char of value) {
    if (cut.length + char.length > max) break;
    cut += char;
  }
  return cut;
}

/**
 * A stored file's name: format characters (a right-to-left override can make 'exe.pdf' read as
 * 'fdp.exe') removed, control characters and path separators replaced by '_', blanks around it
 * dropped, at most 200 characters; 'file' when nothing is left.
 */
export function safeFileName(name: string): string {
  const cleaned = [...stripFormatCharacters(name)]
    .map((c) => (CONTROL.test(c) || c === '/' || c === '\\' ? '_' : c))
    .join('')
    .trim();
  return cutToLength(cleaned, TEXT_LIMITS.fileName) || 'file';
}
