/**
 * A site's detail field configuration as the site settings editors write it: the bounded input
 * of one field list (a craft type's craft details, or a craft and task type's task details), and
 * the rules a list must follow before it is stored. Used by the server (refuses a bad list) and
 * the web editor (shows the same messages beside the inputs).
 */
import { z } from 'zod';
import {
  DETAIL_FIELD_TYPES,
  type TDetailFieldConfig,
  type TDetailFieldType,
  type TSelectionOption,
} from '../site/site.ts';
import { hasControlCharacters } from '../text/rules.ts';
import { DETAIL_IDS_MAX, DETAIL_ID_MAX, DETAIL_TEXT_MAX, detailFieldError } from './fields.ts';
import { DETAIL_KEY_PATTERN, SERVER_OWNED_DETAIL_KEYS } from './keys.ts';
import { isBlankDetail, parseDetailCurrency, parseDetailNumber } from './values.ts';
import { fillTemplate } from '../i18n/template.ts';

export const DETAIL_FIELD_LIMITS = {
  /** Fields in one list. */
  fields: 100,
  key: 64,
  title: 100,
  /** Options of one selection field. */
  options: 100,
  /** An option's value and label. */
  optionText: 100,
  /** Statuses a field is tied to. */
  statuses: 20,
  /** Largest min/max value (the numbers details keep are safe integers at most). */
  value: Number.MAX_SAFE_INTEGER,
} as const;

/** Craft details (per craft type) or task-specific details (per craft and task type). */
export type TDetailFieldKind = 'craft' | 'task';

export const TEXT_DETAIL_TYPES: readonly TDetailFieldType[] = ['string', 'text'];
export const NUMBER_DETAIL_TYPES: readonly TDetailFieldType[] = ['number', 'currency'];
/** Types offered a default value in the editor (users and date-times have none). */
export const DEFAULT_VALUE_DETAIL_TYPES: readonly TDetailFieldType[] = [
  'bool',
  'string',
  'text',
  'number',
  'currency',
  'selection',
];

export const DETAIL_FIELD_TYPE_LABELS: Readonly<Record<TDetailFieldType, string>> = {
  bool: 'Checkbox',
  string: 'Text (one line)',
  text: 'Text (several lines)',
  number: 'Number',
  currency: 'Currency',
  timestamp: 'Date and time',
  uid: 'User',
  'multiple-uid': 'Users',
  selection: 'Selection',
};

/** The texts of DETAIL_FIELD_CONFIG_MESSAGES that carry values, as templates (fillTemplate). */
export const DETAIL_FIELD_CONFIG_TEMPLATES = {
  defaultValue: 'Default value: {message}',
} as const;

export const DETAIL_FIELD_CONFIG_MESSAGES = {
  keyRequired: 'Enter a key.',
  keyPattern: `A key starts with a letter and holds only letters, digits and "_" (at most ${DETAIL_FIELD_LIMITS.key}).`,
  keyReserved: 'This key is set by the app; choose another.',
  keyTaken: 'Another field already uses this key.',
  titleRequired: 'Enter a title.',
  titleTooLong: `Title needs to be less than ${DETAIL_FIELD_LIMITS.title} characters`,
  titleOneLine: 'A title may not contain line breaks or control characters.',
  optionsRequired: 'A selection needs at least one option.',
  optionBlank: 'Each option needs a value and a label.',
  optionOneLine: 'Options may not contain line breaks or control characters.',
  optionTaken: 'Each option needs its own value.',
  lengthOrder: 'Max length must not be less than min length.',
  lengthTooLarge: `Lengths are at most ${DETAIL_TEXT_MAX}.`,
  valueOrder: 'Max value must not be less than min value.',
  unknownStatus: 'Choose statuses of this site only.',
  defaultValue: (message: string) =>
    fillTemplate(DETAIL_FIELD_CONFIG_TEMPLATES.defaultValue, { message }),
  tooManyFields: `A list holds at most ${DETAIL_FIELD_LIMITS.fields} fields.`,
  checkFields: 'Please check the fields marked in the list.',
  craftTypeNotValid: "This craft type is not one of the site's craft types.",
  taskTypeNotValid: "This task type is not one of the site's task types for this craft type.",
} as const;

const boundedText = (max: number) => z.string().max(max);
const boundedNumber = z
  .number()
  .min(-DETAIL_FIELD_LIMITS.value)
  .max(DETAIL_FIELD_LIMITS.value)
  .refine(Number.isFinite);

/** One field as a request sends it: every value bounded; the rules are validateDetailFieldList's. */
export const ZDetailFieldInput = z.object({
  key: boundedText(DETAIL_FIELD_LIMITS.key * 2),
  title: boundedText(DETAIL_FIELD_LIMITS.title * 2),
  type: z.enum(DETAIL_FIELD_TYPES),
  required: z.boolean().optional(),
  editable: z.boolean().optional(),
  onTaskStatus: z
    .array(z.number().int().min(0).max(1000))
    .max(DETAIL_FIELD_LIMITS.statuses)
    .optional(),
  minLength: z.number().int().min(0).max(DETAIL_TEXT_MAX).optional(),
  maxLength: z.number().int().min(0).max(DETAIL_TEXT_MAX).optional(),
  minValue: boundedNumber.optional(),
  maxValue: boundedNumber.optional(),
  wholeNumber: z.boolean().optional(),
  defaultValue: z
    .union([
      boundedText(DETAIL_TEXT_MAX),
      boundedNumber,
      z.boolean(),
      z.array(boundedText(DETAIL_ID_MAX)).max(DETAIL_IDS_MAX),
      z.null(),
    ])
    .optional(),
  selectionOptions: z
    .array(
      z.object({
        value: boundedText(DETAIL_FIELD_LIMITS.optionText * 2),
        label: boundedText(DETAIL_FIELD_LIMITS.optionText * 2),
      }),
    )
    .max(DETAIL_FIELD_LIMITS.options)
    .optional(),
  showRequiredMessage: z.boolean().optional(),
  hideOnCraftRecordCreation: z.boolean().optional(),
  position: z.number().int().min(0).max(10_000).optional(),
});

export type TDetailFieldInput = z.output<typeof ZDetailFieldInput>;

export const ZDetailFieldListInput = z.array(ZDetailFieldInput).max(DETAIL_FIELD_LIMITS.fields);

const ZTypeCode = z.number().int().min(0).max(10_000);

export const ZSaveCraftDetailFieldsInput = z.object({
  craftType: ZTypeCode,
  fields: ZDetailFieldListInput,
});
export type TSaveCraftDetailFieldsInput = z.output<typeof ZSaveCraftDetailFieldsInput>;

export const ZSaveTaskDetailFieldsInput = z.object({
  craftType: ZTypeCode,
  taskType: ZTypeCode,
  fields: ZDetailFieldListInput,
});
export type TSaveTaskDetailFieldsInput = z.output<typeof ZSaveTaskDetailFieldsInput>;

/** The attributes an error can be shown beside. */
export type TDetailFieldAttribute =
  | 'key'
  | 'title'
  | 'onTaskStatus'
  | 'minLength'
  | 'maxLength'
  | 'minValue'
  | 'maxValue'
  | 'defaultValue'
  | 'selectionOptions';

export type TDetailFieldErrors = Partial<Record<TDetailFieldAttribute, string>>;

function defaultFor(field: TDetailFieldInput): TDetailFieldConfig['defaultValue'] {
  const value = field.defaultValue;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean' && isBlankDetail(value)) return undefined;
  if (field.type === 'number' && typeof value === 'string') {
    return parseDetailNumber(value, true, field.wholeNumber === true) ?? value;
  }
  if (field.type === 'currency' && typeof value === 'string') {
    return parseDetailCurrency(value, true) ?? value;
  }
  return value;
}

/**
 * One field as it is stored: only the attributes its type and list use (lengths for text,
 * values for numbers, options for selections, statuses for task fields, the creation switch for
 * craft fields), flags only when they differ from the default, key and title trimmed, number
 * defaults as numbers. Its position is the list's to give.
 */
export function cleanDetailField(
  field: TDetailFieldInput,
  kind: TDetailFieldKind,
): TDetailFieldConfig {
  const clean: TDetailFieldConfig = {
    key: field.key.trim(),
    title: field.title.trim(),
    type: field.type,
  };
  if (field.required === true) clean.required = true;
  if (field.editable === false) clean.editable = false;
  if (kind === 'task' && field.onTaskStatus && field.onTaskStatus.length > 0) {
    clean.onTaskStatus = [...new Set(field.onTaskStatus)].sort((a, b) => a - b);
  }
  if (TEXT_DETAIL_TYPES.includes(field.type)) {
    if (field.minLength !== undefined) clean.minLength = field.minLength;
    if (field.maxLength !== undefined) clean.maxLength = field.maxLength;
  }
  if (NUMBER_DETAIL_TYPES.includes(field.type)) {
    if (field.minValue !== undefined) clean.minValue = field.minValue;
    if (field.maxValue !== undefined) clean.maxValue = field.maxValue;
    if (field.type === 'number' && field.wholeNumber === true) clean.wholeNumber = true;
  }
  if (field.type === 'selection') {
    clean.selectionOptions = (field.selectionOptions ?? []).map((o): TSelectionOption => ({
      value: o.value.trim(),
      label: o.label.trim(),
    }));
  }
  const defaultValue = defaultFor(field);
  if (defaultValue !== undefined) clean.defaultValue = defaultValue;
  if (field.showRequiredMessage === true) clean.showRequiredMessage = true;
  if (kind === 'craft' && field.hideOnCraftRecordCreation === true) {
    clean.hideOnCraftRecordCreation = true;
  }
  return clean;
}

export type TDetailFieldCheckOptions = {
  kind: TDetailFieldKind;
  /** The site's valid task status codes (a task field may be tied only to these). */
  validStatuses?: readonly number[];
  /** The keys of the list's other fields. */
  otherKeys?: readonly string[];
};

function keyError(key: string, otherKeys: readonly string[]): string | undefined {
  const m = DETAIL_FIELD_CONFIG_MESSAGES;
  if (key === '') return m.keyRequired;
  if (!DETAIL_KEY_PATTERN.test(key)) return m.keyPattern;
  if (SERVER_OWNED_DETAIL_KEYS.includes(key)) return m.keyReserved;
  if (otherKeys.includes(key)) return m.keyTaken;
  return undefined;
}

function titleError(title: string): string | undefined {
  const m = DETAIL_FIELD_CONFIG_MESSAGES;
  if (title === '') return m.titleRequired;
  if (title.length > DETAIL_FIELD_LIMITS.title) return m.titleTooLong;
  if (hasControlCharacters(title)) return m.titleOneLine;
  return undefined;
}

function optionsError(options: readonly TSelectionOption[]): string | undefined {
  const m = DETAIL_FIELD_CONFIG_MESSAGES;
  if (options.length === 0) return m.optionsRequired;
  if (options.some((o) => o.value === '' || o.label === '')) return m.optionBlank;
  if (
    options.some(
      (o) =>
        o.value.length > DETAIL_FIELD_LIMITS.optionText ||
        o.label.length > DETAIL_FIELD_LIMITS.optionText,
    )
  ) {
    return `Options need to be less than ${DETAIL_FIELD_LIMITS.optionText} characters`;
  }
  if (options.some((o) => hasControlCharacters(o.value) || hasControlCharacters(o.label))) {
    return m.optionOneLine;
  }
  if (new Set(options.map((o) => o.value)).size !== options.length) return m.optionTaken;
  return undefined;
}

/**
 * The errors of one (cleaned) field, by attribute; empty when it may be stored. A key is a
 * letter then letters, digits or '_', not a key the server writes, not another field's; a title
 * is one line of at most 100 characters; a selection needs options with distinct values; min is
 * not above max (lengths and values); statuses are the site's; the default is a valid value.
 */
export function detailFieldConfigErrors(
  field: TDetailFieldConfig,
  options: TDetailFieldCheckOptions,
): TDetailFieldErrors {
  const m = DETAIL_FIELD_CONFIG_MESSAGES;
  const errors: TDetailFieldErrors = {};
  const key = keyError(field.key, options.otherKeys ?? []);
  if (key) errors.key = key;
  const title = titleError(field.title);
  if (title) errors.title = title;
  if (field.type === 'selection') {
    const selection = optionsError(field.selectionOptions ?? []);
    if (selection) errors.selectionOptions = selection;
  }
  if ((field.minLength ?? 0) > DETAIL_TEXT_MAX || (field.maxLength ?? 0) > DETAIL_TEXT_MAX) {
    errors.maxLength = m.lengthTooLarge;
  } else if (
    field.minLength !== undefined &&
    field.maxLength !== undefined &&
    field.minLength > field.maxLength
  ) {
    errors.maxLength = m.lengthOrder;
  }
  if (
    field.minValue !== undefined &&
    field.maxValue !== undefined &&
    field.minValue > field.maxValue
  ) {
    errors.maxValue = m.valueOrder;
  }
  const statuses = options.validStatuses;
  if (statuses && (field.onTaskStatus ?? []).some((s) => !statuses.includes(s))) {
    errors.onTaskStatus = m.unknownStatus;
  }
  if (field.defaultValue !== undefined && !errors.selectionOptions) {
    const error = detailFieldError(field, field.defaultValue, { required: false });
    if (error) errors.defaultValue = m.defaultValue(error);
  }
  return errors;
}

export type TDetailFieldListResult =
  | { success: true; fields: TDetailFieldConfig[] }
  | { success: false; errors: TDetailFieldErrors[]; message: string };

/**
 * A field list checked before it is stored: each field cleaned (cleanDetailField) and checked
 * (detailFieldConfigErrors, keys unique within the list), positions written in list order.
 * On failure, `errors` has one entry per field (empty for good ones) and `message` names the
 * first bad field and its first error.
 */
export function validateDetailFieldList(
  fields: readonly TDetailFieldInput[],
  options: Omit<TDetailFieldCheckOptions, 'otherKeys'>,
): TDetailFieldListResult {
  if (fields.length > DETAIL_FIELD_LIMITS.fields) {
    return { success: false, errors: [], message: DETAIL_FIELD_CONFIG_MESSAGES.tooManyFields };
  }
  const cleaned = fields.map((f) => cleanDetailField(f, options.kind));
  const errors = cleaned.map((field, index) =>
    detailFieldConfigErrors(field, {
      ...options,
      otherKeys: cleaned.filter((_, i) => i < index).map((f) => f.key),
    }),
  );
  const bad = errors.findIndex((e) => Object.keys(e).length > 0);
  const field = cleaned[bad];
  if (field) {
    const first = Object.values(errors[bad] ?? {})[0] ?? '';
    const name = field.title === '' ? `Field ${bad + 1}` : `Field ${bad + 1} (${field.title})`;
    return { success: false, errors, message: `${name}: ${first}` };
  }
  return {
    success: true,
    fields: cleaned.map((field, position) => ({ ...field, position })),
  };
}
