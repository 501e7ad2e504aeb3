import {
  cleanDetailField,
  detailFieldConfigErrors,
  type TDetailFieldErrors,
  type TDetailFieldInput,
  type TDetailFieldKind,
} from '@craftwork/domain/details/field-config';
import type { TDetailFieldConfig, TDetailFieldType } from '@craftwork/domain/site/site';

/**
 * A field as the edit dialog holds it: numbers as typed (text), so a half-typed value is kept
 * and checked on Done.
 */
export type TFieldDraft = {
  key: string;
  title: string;
  type: TDetailFieldType;
  required: boolean;
  editable: boolean;
  showRequiredMessage: boolean;
  hideOnCraftRecordCreation: boolean;
  wholeNumber: boolean;
  onTaskStatus: number[];
  minLength: string;
  maxLength: string;
  minValue: string;
  maxValue: string;
  defaultValue: TDetailFieldConfig['defaultValue'];
  selectionOptions: { value: string; label: string }[];
};

export type TDraftErrors = TDetailFieldErrors & { wholeNumber?: string };

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

export function emptyDraft(): TFieldDraft {
  return {
    key: '',
    title: '',
    type: 'string',
    required: false,
    editable: true,
    showRequiredMessage: false,
    hideOnCraftRecordCreation: false,
    wholeNumber: false,
    onTaskStatus: [],
    minLength: '',
    maxLength: '',
    minValue: '',
    maxValue: '',
    defaultValue: undefined,
    selectionOptions: [],
  };
}

export function draftOf(field: TDetailFieldConfig): TFieldDraft {
  return {
    key: field.key,
    title: field.title,
    type: field.type,
    required: field.required === true,
    editable: field.editable !== false,
    showRequiredMessage: field.showRequiredMessage === true,
    hideOnCraftRecordCreation: field.hideOnCraftRecordCreation === true,
    wholeNumber: field.wholeNumber === true,
    onTaskStatus: [...(field.onTaskStatus ?? [])],
    minLength: text(field.minLength),
    maxLength: text(field.maxLength),
    minValue: text(field.minValue),
    maxValue: text(field.maxValue),
    defaultValue: field.defaultValue,
    selectionOptions: (field.selectionOptions ?? []).map((o) => ({ ...o })),
  };
}

const WHOLE = /^\d+$/;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

export const DRAFT_MESSAGES = {
  wholeNumber: 'Enter a whole number of 0 or more.',
  number: 'Enter a number.',
} as const;

type TParsed = { value: number | undefined; error?: string };

function parseLength(value: string): TParsed {
  const t = value.trim();
  if (t === '') return { value: undefined };
  return WHOLE.test(t)
    ? { value: Number(t) }
    : { value: undefined, error: DRAFT_MESSAGES.wholeNumber };
}

function parseValue(value: string): TParsed {
  const t = value.trim();
  if (t === '') return { value: undefined };
  return DECIMAL.test(t)
    ? { value: Number(t) }
    : { value: undefined, error: DRAFT_MESSAGES.number };
}

/**
 * The draft as a field, cleaned as the server stores it (cleanDetailField), and its errors: the
 * domain's (detailFieldConfigErrors, keys unique among `otherKeys`) and numbers typed badly.
 */
export function checkDraft(
  draft: TFieldDraft,
  options: {
    kind: TDetailFieldKind;
    validStatuses: readonly number[];
    otherKeys: readonly string[];
  },
): { field: TDetailFieldConfig; errors: TDraftErrors } {
  const minLength = parseLength(draft.minLength);
  const maxLength = parseLength(draft.maxLength);
  const minValue = parseValue(draft.minValue);
  const maxValue = parseValue(draft.maxValue);
  const input: TDetailFieldInput = {
    key: draft.key,
    title: draft.title,
    type: draft.type,
    required: draft.required,
    editable: draft.editable,
    showRequiredMessage: draft.showRequiredMessage,
    hideOnCraftRecordCreation: draft.hideOnCraftRecordCreation,
    wholeNumber: draft.wholeNumber,
    onTaskStatus: draft.onTaskStatus,
    minLength: minLength.value,
    maxLength: maxLength.value,
    minValue: minValue.value,
    maxValue: maxValue.value,
    defaultValue: draft.defaultValue,
    selectionOptions: draft.selectionOptions,
  };
  const field = cleanDetailField(input, options.kind);
  const errors: TDraftErrors = detailFieldConfigErrors(field, options);
  const typed: [keyof TDraftErrors, TParsed][] = [
    ['minLength', minLength],
    ['maxLength', maxLength],
    ['minValue', minValue],
    ['maxValue', maxValue],
  ];
  for (const [attribute, parsed] of typed) {
    const applies =
      attribute === 'minLength' || attribute === 'maxLength'
        ? field.type === 'string' || field.type === 'text'
        : field.type === 'number' || field.type === 'currency';
    if (applies && parsed.error) errors[attribute] = parsed.error;
  }
  return { field, errors };
}
