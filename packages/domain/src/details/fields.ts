import { z } from 'zod';
import type { TDetailFieldConfig } from '../site/site.ts';
import {
  hasControlCharacters,
  hasNonWhitespaceControlCharacters,
  TEXT_MESSAGES,
} from '../text/text.ts';
import { isDateInBounds } from '../time/date-bounds.ts';
import {
  type TDetails,
  isBlankDetail,
  hasDetailValue,
  parseDetailNumber,
  parseDetailCurrency,
} from './values.ts';
import { isDetailRequired } from './visibility.ts';
import { fillTemplate } from '../i18n/template.ts';

// The values and the visibility of detail fields live beside; this module stays their one import.
export * from './values.ts';
export * from './visibility.ts';

/** Validation texts of dynamic detail fields (spec part 2, section 5). */
/** The texts of DETAIL_MESSAGES that carry values, as templates (fillTemplate). */
export const DETAIL_TEMPLATES = {
  shouldBeAbove: '{title} should be above {minValue}',
  shouldBeBelow: '{title} should be below {maxValue}',
  pleaseEnter: 'Please enter {title}',
  checkRequiredField: 'Please check the required field: {title}',
  tooShort: '{title} needs to be at least {minLength} characters',
  tooLong: '{title} needs to be less than {maxLength} characters',
} as const;

export const DETAIL_MESSAGES = {
  required: 'This field is required',
  onlyNumbers: 'Only numbers are allowed',
  /** The status dialog's wording of the same rule. */
  onlyNumbersStatusDialog: 'Only numbers allowed',
  /** A field configured with wholeNumber (the spec gives no text for it). */
  onlyWholeNumbers: 'Only whole numbers are allowed',
  checkFormValues: 'Please check the values in the form',
  barrierCommentsRequired:
    'Barrier Comments are required when there is a value for Barrier - Other',
  selectPersistence: 'Please select a craft record persistence option',
  shouldBeAbove: (title: string, minValue: number) =>
    fillTemplate(DETAIL_TEMPLATES.shouldBeAbove, { title, minValue }),
  shouldBeBelow: (title: string, maxValue: number) =>
    fillTemplate(DETAIL_TEMPLATES.shouldBeBelow, { title, maxValue }),
  pleaseEnter: (title: string) => fillTemplate(DETAIL_TEMPLATES.pleaseEnter, { title }),
  checkRequiredField: (title: string) =>
    fillTemplate(DETAIL_TEMPLATES.checkRequiredField, { title }),
  // The spec limits string length by minLength and maxLength without a text; these follow the
  // product's 'Title needs to be less than 200 characters'.
  tooShort: (title: string, minLength: number) =>
    fillTemplate(DETAIL_TEMPLATES.tooShort, { title, minLength }),
  tooLong: (title: string, maxLength: number) =>
    fillTemplate(DETAIL_TEMPLATES.tooLong, { title, maxLength }),
} as const;

/** Longest text any detail field keeps, whatever its maxLength (refuses hostile input). */
export const DETAIL_TEXT_MAX = 5000;
/** Longest id in a uid or multiple-uid field, and most ids in a multiple-uid field. */
export const DETAIL_ID_MAX = 128;
export const DETAIL_IDS_MAX = 500;

/**
 * The task-specific detail keys of the barrier rule. A site that configures both fields gets the
 * rule: a value for Barrier - Other makes Barrier Comments required.
 */
export const BARRIER_OTHER_KEY = 'barrierOther';
export const BARRIER_COMMENTS_KEY = 'barrierComments';

export type TDetailCheckOptions = {
  /** Overrides field.required (e.g. isDetailRequired for a status). */
  required?: boolean;
  /** The status dialog words the number rule 'Only numbers allowed'. */
  statusDialog?: boolean;
};

function isIsoDateTime(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && isDateInBounds(new Date(value));
}

function numberError(
  field: TDetailFieldConfig,
  n: number | null,
  options: TDetailCheckOptions,
): string | null {
  if (n === null) {
    return options.statusDialog
      ? DETAIL_MESSAGES.onlyNumbersStatusDialog
      : DETAIL_MESSAGES.onlyNumbers;
  }
  if (field.type === 'number' && field.wholeNumber === true && !Number.isInteger(n)) {
    return DETAIL_MESSAGES.onlyWholeNumbers;
  }
  if (field.minValue !== undefined && n < field.minValue) {
    return DETAIL_MESSAGES.shouldBeAbove(field.title, field.minValue);
  }
  if (field.maxValue !== undefined && n > field.maxValue) {
    return DETAIL_MESSAGES.shouldBeBelow(field.title, field.maxValue);
  }
  return null;
}

function textError(field: TDetailFieldConfig, value: string): string | null {
  // 'string' fields are one line (tag numbers, work orders, POs); 'text' fields are free text.
  if (
    field.type === 'string' ? hasControlCharacters(value) : hasNonWhitespaceControlCharacters(value)
  ) {
    return field.type === 'string' ? TEXT_MESSAGES.oneLine : TEXT_MESSAGES.controlCharacters;
  }
  const max = Math.min(field.maxLength ?? DETAIL_TEXT_MAX, DETAIL_TEXT_MAX);
  if (field.minLength !== undefined && value.trim().length < field.minLength) {
    return DETAIL_MESSAGES.tooShort(field.title, field.minLength);
  }
  if (value.length > max) return DETAIL_MESSAGES.tooLong(field.title, max);
  return null;
}

function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= DETAIL_ID_MAX;
}

/**
 * The error a field shows for a value, or null. Order: required, kind of value, limits.
 * - Required: blank fails (0 is a value for numbers); a required bool must be ticked.
 * - number: a number, or text of one, decimals allowed unless the field says wholeNumber ('Only
 *   whole numbers are allowed'); currency: up to two decimals; else 'Only numbers are allowed'.
 *   Below minValue / above maxValue: '{title} should be above/below …'.
 * - string, text: minLength and maxLength (at most 5000 whatever the config); a string (one line)
 *   holds no control character, a text none but tabs and line breaks.
 * - timestamp: an ISO date-time string in the years 1900 to 2200; uid: an id; multiple-uid: a list of ids; selection: one
 *   of its options' values; bool: true or false. Another kind of value fails with
 *   'Please check the values in the form' (a form never sends one).
 */
export function detailFieldError(
  field: TDetailFieldConfig,
  value: unknown,
  options: TDetailCheckOptions = {},
): string | null {
  const required = options.required ?? Boolean(field.required);
  if (isBlankDetail(value)) return required ? DETAIL_MESSAGES.required : null;
  switch (field.type) {
    case 'bool':
      if (typeof value !== 'boolean') return DETAIL_MESSAGES.checkFormValues;
      return required && !value ? DETAIL_MESSAGES.required : null;
    case 'string':
    case 'text':
      return typeof value === 'string' ? textError(field, value) : DETAIL_MESSAGES.checkFormValues;
    case 'number':
      return numberError(field, parseDetailNumber(value, true), options);
    case 'currency':
      return numberError(field, parseDetailCurrency(value, true), options);
    case 'timestamp':
      return typeof value === 'string' && isIsoDateTime(value)
        ? null
        : DETAIL_MESSAGES.checkFormValues;
    case 'uid':
      return isId(value) ? null : DETAIL_MESSAGES.checkFormValues;
    case 'multiple-uid':
      return Array.isArray(value) && value.length <= DETAIL_IDS_MAX && value.every(isId)
        ? null
        : DETAIL_MESSAGES.checkFormValues;
    case 'selection': {
      if (typeof value !== 'string') return DETAIL_MESSAGES.checkFormValues;
      const choices = field.selectionOptions ?? [];
      return choices.length === 0 || choices.some((o) => o.value === value)
        ? null
        : DETAIL_MESSAGES.checkFormValues;
    }
  }
}

/**
 * A valid field's value as saved: blank numbers and currency become 0 (a value that is present
 * but blank; a missing key stays missing: a blank that passed validation is optional), number
 * and currency text become numbers; other values are kept.
 */
export function normalizeDetailValue(field: TDetailFieldConfig, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (field.type === 'number') return parseDetailNumber(value, false, field.wholeNumber === true);
  if (field.type === 'currency') return parseDetailCurrency(value);
  return value;
}

/** Barrier Comments are required when Barrier - Other has a value and the site has both. */
export function barrierCommentsRequired(
  fields: readonly TDetailFieldConfig[],
  details: TDetails,
): boolean {
  const keys = new Set(fields.map((f) => f.key));
  return (
    keys.has(BARRIER_OTHER_KEY) &&
    keys.has(BARRIER_COMMENTS_KEY) &&
    hasDetailValue(details[BARRIER_OTHER_KEY])
  );
}

/** The save-blocking barrier warning, or null. */
export function barrierCommentsError(
  fields: readonly TDetailFieldConfig[],
  details: TDetails,
): string | null {
  return barrierCommentsRequired(fields, details) && isBlankDetail(details[BARRIER_COMMENTS_KEY])
    ? DETAIL_MESSAGES.barrierCommentsRequired
    : null;
}

export type TDetailsOptions = {
  /** The task's status (edit drawer) or the new status (status dialog); see isDetailRequired. */
  status?: number;
  statusDialog?: boolean;
};

export type TDetailsResult =
  | { success: true; details: TDetails }
  | { success: false; fieldErrors: Record<string, string>; message: string };

function fieldErrorIn(
  field: TDetailFieldConfig,
  details: TDetails,
  fields: readonly TDetailFieldConfig[],
  options: TDetailsOptions,
): string | null {
  const value = details[field.key];
  if (
    field.key === BARRIER_COMMENTS_KEY &&
    isBlankDetail(value) &&
    barrierCommentsRequired(fields, details)
  ) {
    return DETAIL_MESSAGES.pleaseEnter(field.title);
  }
  return detailFieldError(field, value, {
    required: isDetailRequired(field, options.status),
    statusDialog: options.statusDialog,
  });
}

/**
 * Validates type-specific (or craft) details before saving and returns them normalized. Keys
 * the site does not configure are passed through untouched (older configurations, and the
 * server's own installed stamp, leave them); what a request may change is checked first by
 * validateDetailsUpdate (details/keys.ts). On failure the form's summary is 'Please check the values in the form', or the barrier
 * warning when that is what blocks the save.
 */
export function validateDetails(
  fields: readonly TDetailFieldConfig[],
  details: TDetails,
  options: TDetailsOptions = {},
): TDetailsResult {
  const fieldErrors: Record<string, string> = {};
  for (const field of fields) {
    const error = fieldErrorIn(field, details, fields, options);
    if (error) fieldErrors[field.key] = error;
  }
  const barrier = barrierCommentsError(fields, details);
  if (barrier || Object.keys(fieldErrors).length > 0) {
    return { success: false, fieldErrors, message: barrier ?? DETAIL_MESSAGES.checkFormValues };
  }
  const normalized: TDetails = { ...details };
  for (const field of fields) {
    if (field.key in details)
      normalized[field.key] = normalizeDetailValue(field, details[field.key]);
  }
  return { success: true, details: normalized };
}

/**
 * The zod schema of a details map, for form resolvers and the server: each configured field is
 * validated as validateDetails does (with the same texts) and normalized; other keys pass
 * through. The barrier rule reports 'Please enter {title}' on Barrier Comments.
 */
export function zodSchemaForDetails(
  fields: readonly TDetailFieldConfig[],
  options: TDetailsOptions = {},
) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    const required = isDetailRequired(field, options.status);
    shape[field.key] = fieldSchema(field, { required, statusDialog: options.statusDialog });
  }
  const comments = fields.find((f) => f.key === BARRIER_COMMENTS_KEY);
  return z
    .looseObject(shape)
    .refine(
      (details) =>
        !barrierCommentsRequired(fields, details) || !isBlankDetail(details[BARRIER_COMMENTS_KEY]),
      {
        path: [BARRIER_COMMENTS_KEY],
        error: DETAIL_MESSAGES.pleaseEnter(comments?.title ?? 'Barrier Comments'),
        // Reported together with the fields' own errors.
        when: (payload) =>
          typeof payload.value === 'object' &&
          payload.value !== null &&
          !payload.issues.some((issue) => issue.path?.[0] === BARRIER_COMMENTS_KEY),
      },
    );
}

/**
 * One field's value: checked with detailFieldError, then normalized. A required field's schema
 * runs for a missing key too (reported with the other fields' errors); an optional field's
 * missing key stays missing.
 */
function fieldSchema(field: TDetailFieldConfig, options: TDetailCheckOptions) {
  const schema = z.unknown().transform((value, ctx) => {
    const error = detailFieldError(field, value, options);
    if (error) {
      ctx.addIssue({ code: 'custom', message: error });
      return z.NEVER;
    }
    return normalizeDetailValue(field, value);
  });
  return options.required ? schema : schema.optional();
}

/**
 * The zod schema of the changed details a client sends (only differing fields): every key must
 * be a configured, editable field; values are checked by kind and limits (not for being
 * required: the server checks the merged details with zodSchemaForDetails) and normalized.
 */
export function zodSchemaForDetailChanges(fields: readonly TDetailFieldConfig[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    if (field.editable !== false) shape[field.key] = fieldSchema(field, { required: false });
  }
  return z.strictObject(shape, { error: DETAIL_MESSAGES.checkFormValues });
}

export type TStatusDialogCheck = {
  /** The new status: the fields tied to it are the ones the dialog shows. */
  status: number;
  /** Whether the dialog asks Keep Open / Close (needsPersistencePrompt). */
  persistencePrompt: boolean;
  persistenceChoice: string | null | undefined;
};

/**
 * The status dialog's save warnings, in order: 'Please check the required field: {title}' for
 * each required field tied to the status that is blank (or an unticked required bool), the
 * persistence choice when the prompt is shown and unanswered, the barrier warning, and
 * 'Please check the values in the form' for any other invalid value. Empty: save.
 */
export function statusDialogErrors(
  fields: readonly TDetailFieldConfig[],
  details: TDetails,
  check: TStatusDialogCheck,
): string[] {
  const messages: string[] = [];
  let invalid = false;
  for (const field of fields) {
    if (field.editable === false || !(field.onTaskStatus ?? []).includes(check.status)) continue;
    const error = detailFieldError(field, details[field.key], {
      required: Boolean(field.required),
      statusDialog: true,
    });
    if (error === DETAIL_MESSAGES.required) {
      messages.push(DETAIL_MESSAGES.checkRequiredField(field.title));
    } else if (error) {
      invalid = true;
    }
  }
  if (check.persistencePrompt && !check.persistenceChoice) {
    messages.push(DETAIL_MESSAGES.selectPersistence);
  }
  const barrier = barrierCommentsError(fields, details);
  if (barrier) messages.push(barrier);
  if (invalid) messages.push(DETAIL_MESSAGES.checkFormValues);
  return messages;
}
