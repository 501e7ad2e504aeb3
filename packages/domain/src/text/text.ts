import { z } from 'zod';
import { hasControlCharacters, hasNonWhitespaceControlCharacters, TEXT_MESSAGES } from './rules.ts';

export * from './rules.ts';

type TTextOptions = {
  /** Message of an empty value; the value is optional ('' allowed) when not given. */
  required?: string;
  /** Message of a too long value; 'This value needs to be less than {max} characters' when not given. */
  tooLong?: string;
};

/**
 * A one-line text field (titles, names, work orders, POs, tag numbers, phone numbers): blanks
 * around it dropped, at most `max` characters, no line breaks or other control characters.
 */
export function oneLineText(max: number, options: TTextOptions = {}) {
  const base = options.required
    ? z.string({ error: options.required }).trim().min(1, { error: options.required })
    : z.string().trim();
  return base
    .max(max, { error: options.tooLong ?? TEXT_MESSAGES.tooLong(max) })
    .refine((v) => !hasControlCharacters(v), { error: TEXT_MESSAGES.oneLine });
}

/**
 * A free-text field (descriptions, notes): blanks around it dropped, at most `max` characters,
 * line breaks and tabs allowed but no other control characters.
 */
export function multiLineText(max: number, options: TTextOptions = {}) {
  const base = options.required
    ? z.string({ error: options.required }).trim().min(1, { error: options.required })
    : z.string().trim();
  return base
    .max(max, { error: options.tooLong ?? TEXT_MESSAGES.tooLong(max) })
    .refine((v) => !hasNonWhitespaceControlCharacters(v), {
      error: TEXT_MESSAGES.controlCharacters,
    });
}
