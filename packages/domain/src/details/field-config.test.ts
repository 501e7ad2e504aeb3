import { describe, expect, it } from 'vitest';
import {
  cleanDetailField,
  DETAIL_FIELD_CONFIG_MESSAGES as M,
  DETAIL_FIELD_LIMITS,
  validateDetailFieldList,
  ZSaveTaskDetailFieldsInput,
  type TDetailFieldErrors,
  type TDetailFieldInput,
  type TDetailFieldKind,
} from './field-config.ts';
import { isDetailKey } from './keys.ts';

const STATUSES = [10, 20, 30, 40, 50, 90, 99];

function f(extra: Partial<TDetailFieldInput> = {}): TDetailFieldInput {
  return { key: 'legFeet', title: 'Leg Feet', type: 'number', ...extra };
}

const LOW = { value: 'low', label: 'Low' };
const HIGH = { value: 'high', label: 'High' };

describe('isDetailKey', () => {
  it.each<[string, boolean]>([
    ['legFeet', true],
    ['jobID', true],
    ['crew_size_2', true],
    ['a', true],
    ['a'.repeat(64), true],
    ['a'.repeat(65), false],
    ['', false],
    ['2legs', false],
    ['_private', false],
    ['__proto__', false],
    ['leg feet', false],
    ['leg-feet', false],
    ['légFeet', false],
    ['installed', false],
    ['timestampMarkedInstalled', false],
  ])('%j → %s', (key, ok) => {
    expect(isDetailKey(key)).toBe(ok);
  });
});

describe('validateDetailFieldList: one field', () => {
  it.each<[string, TDetailFieldInput, TDetailFieldKind, TDetailFieldErrors]>([
    ['a plain number field', f(), 'task', {}],
    ['a blank key', f({ key: '  ' }), 'task', { key: M.keyRequired }],
    ['a key with a space', f({ key: 'leg feet' }), 'task', { key: M.keyPattern }],
    ['a key starting with a digit', f({ key: '1st' }), 'task', { key: M.keyPattern }],
    ['a key the server writes', f({ key: 'installed' }), 'craft', { key: M.keyReserved }],
    ['a blank title', f({ title: ' ' }), 'task', { title: M.titleRequired }],
    ['a title of 101 characters', f({ title: 'x'.repeat(101) }), 'task', { title: M.titleTooLong }],
    ['a title of 100 characters', f({ title: 'x'.repeat(100) }), 'task', {}],
    ['a title with a line break', f({ title: 'Leg\nFeet' }), 'task', { title: M.titleOneLine }],
    [
      'a selection without options',
      f({ type: 'selection' }),
      'task',
      { selectionOptions: M.optionsRequired },
    ],
    [
      'a selection with an empty option list',
      f({ type: 'selection', selectionOptions: [] }),
      'task',
      { selectionOptions: M.optionsRequired },
    ],
    [
      'an option without a label',
      f({ type: 'selection', selectionOptions: [{ value: 'a', label: ' ' }] }),
      'task',
      { selectionOptions: M.optionBlank },
    ],
    [
      'two options with one value',
      f({ type: 'selection', selectionOptions: [LOW, { value: 'low', label: 'Lower' }] }),
      'task',
      { selectionOptions: M.optionTaken },
    ],
    [
      'a selection with options',
      f({ type: 'selection', selectionOptions: [LOW, HIGH] }),
      'task',
      {},
    ],
    [
      'min length above max length',
      f({ type: 'string', minLength: 5, maxLength: 4 }),
      'task',
      { maxLength: M.lengthOrder },
    ],
    ['min length equal to max length', f({ type: 'text', minLength: 4, maxLength: 4 }), 'task', {}],
    [
      'min value above max value',
      f({ minValue: 10, maxValue: 1 }),
      'task',
      { maxValue: M.valueOrder },
    ],
    ['min value equal to max value', f({ type: 'currency', minValue: 1, maxValue: 1 }), 'task', {}],
    ['lengths on a number field are dropped', f({ minLength: 9, maxLength: 1 }), 'task', {}],
    [
      'values on a text field are dropped',
      f({ type: 'string', minValue: 9, maxValue: 1 }),
      'task',
      {},
    ],
    ['a status of the site', f({ onTaskStatus: [90] }), 'task', {}],
    [
      'a status the site lacks',
      f({ onTaskStatus: [90, 5] }),
      'task',
      { onTaskStatus: M.unknownStatus },
    ],
    ['statuses on a craft field are dropped', f({ onTaskStatus: [5] }), 'craft', {}],
    ['a number default', f({ defaultValue: 4 }), 'task', {}],
    ['a number default as text', f({ defaultValue: '4.5' }), 'task', {}],
    [
      'a text default on a number field',
      f({ defaultValue: 'four' }),
      'task',
      { defaultValue: M.defaultValue('Only numbers are allowed') },
    ],
    [
      'a default below min value',
      f({ minValue: 5, defaultValue: 1 }),
      'task',
      { defaultValue: M.defaultValue('Leg Feet should be above 5') },
    ],
    [
      'a decimal default on a whole-number field',
      f({ wholeNumber: true, defaultValue: 1.5 }),
      'task',
      { defaultValue: M.defaultValue('Only whole numbers are allowed') },
    ],
    [
      'a default that is not an option',
      f({ type: 'selection', selectionOptions: [LOW], defaultValue: 'high' }),
      'task',
      { defaultValue: M.defaultValue('Please check the values in the form') },
    ],
    [
      'a default that is an option',
      f({ type: 'selection', selectionOptions: [LOW], defaultValue: 'low' }),
      'task',
      {},
    ],
    [
      'a text default longer than max length',
      f({ type: 'string', maxLength: 3, defaultValue: 'abcd' }),
      'task',
      { defaultValue: M.defaultValue('Leg Feet needs to be less than 3 characters') },
    ],
    ['a checkbox default', f({ type: 'bool', defaultValue: true }), 'craft', {}],
    [
      'a text default on a checkbox',
      f({ type: 'bool', defaultValue: 'yes' }),
      'craft',
      { defaultValue: M.defaultValue('Please check the values in the form') },
    ],
    ['a blank default is no default', f({ defaultValue: '' }), 'task', {}],
  ])('%s', (_case, field, kind, errors) => {
    const result = validateDetailFieldList([field], { kind, validStatuses: STATUSES });
    expect(result.success ? [{}] : result.errors).toEqual([errors]);
  });
});

describe('validateDetailFieldList: the list', () => {
  it('writes positions in list order and keeps only the attributes of each type and list', () => {
    const result = validateDetailFieldList(
      [
        f({ key: 'b', title: ' B ', required: true, editable: true, onTaskStatus: [90, 30, 90] }),
        f({
          key: 'a',
          type: 'selection',
          selectionOptions: [{ value: ' low ', label: ' Low ' }],
          minValue: 1,
          hideOnCraftRecordCreation: true,
          position: 7,
        }),
        f({ key: 'c', type: 'string', minLength: 1, wholeNumber: true, defaultValue: null }),
      ],
      { kind: 'task', validStatuses: STATUSES },
    );
    expect(result).toEqual({
      success: true,
      fields: [
        {
          key: 'b',
          title: 'B',
          type: 'number',
          required: true,
          onTaskStatus: [30, 90],
          position: 0,
        },
        {
          key: 'a',
          title: 'Leg Feet',
          type: 'selection',
          selectionOptions: [LOW],
          position: 1,
        },
        { key: 'c', title: 'Leg Feet', type: 'string', minLength: 1, position: 2 },
      ],
    });
  });

  it('flags the second of two fields with one key, and names it in the message', () => {
    const result = validateDetailFieldList(
      [f({ key: 'crew' }), f({ key: 'legFeet' }), f({ key: 'crew', title: 'Crew Again' })],
      { kind: 'craft' },
    );
    expect(result).toEqual({
      success: false,
      errors: [{}, {}, { key: M.keyTaken }],
      message: `Field 3 (Crew Again): ${M.keyTaken}`,
    });
  });

  it('keeps a number default as a number', () => {
    const result = validateDetailFieldList([f({ defaultValue: ' 12 ' })], { kind: 'craft' });
    expect(result.success && result.fields[0]?.defaultValue).toBe(12);
  });

  it('accepts an empty list', () => {
    expect(validateDetailFieldList([], { kind: 'craft' })).toEqual({ success: true, fields: [] });
  });

  it('refuses more fields than a list holds', () => {
    const many = Array.from({ length: DETAIL_FIELD_LIMITS.fields + 1 }, (_, i) =>
      f({ key: `k${i}` }),
    );
    expect(validateDetailFieldList(many, { kind: 'craft' })).toMatchObject({
      success: false,
      message: M.tooManyFields,
    });
  });

  it('cleans a craft field: no statuses, the creation switch kept', () => {
    expect(
      cleanDetailField(
        f({ onTaskStatus: [90], hideOnCraftRecordCreation: true, showRequiredMessage: true }),
        'craft',
      ),
    ).toEqual({
      key: 'legFeet',
      title: 'Leg Feet',
      type: 'number',
      showRequiredMessage: true,
      hideOnCraftRecordCreation: true,
    });
  });
});

describe('ZSaveTaskDetailFieldsInput', () => {
  it.each<[string, unknown, boolean]>([
    ['a list', { craftType: 10, taskType: 10, fields: [f()] }, true],
    [
      'an unknown type',
      { craftType: 10, taskType: 10, fields: [f({ type: 'file' as never })] },
      false,
    ],
    [
      'a huge title',
      { craftType: 10, taskType: 10, fields: [f({ title: 'x'.repeat(201) })] },
      false,
    ],
    [
      'an infinite value',
      { craftType: 10, taskType: 10, fields: [f({ maxValue: Infinity })] },
      false,
    ],
    ['a negative length', { craftType: 10, taskType: 10, fields: [f({ minLength: -1 })] }, false],
    [
      'too many statuses',
      { craftType: 10, taskType: 10, fields: [f({ onTaskStatus: Array(21).fill(90) })] },
      false,
    ],
    ['too many fields', { craftType: 10, taskType: 10, fields: Array(101).fill(f()) }, false],
  ])('%s', (_case, input, ok) => {
    expect(ZSaveTaskDetailFieldsInput.safeParse(input).success).toBe(ok);
  });
});
