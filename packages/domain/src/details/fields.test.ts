import { describe, expect, it } from 'vitest';
import type { TDetailFieldConfig } from '../site/site.ts';
import {
  detailInputMode,
  barrierCommentsError,
  barrierCommentsRequired,
  changedDetails,
  detailFieldError,
  detailFormDefaults,
  detailVisibleOnCraftRecordCreation,
  detailVisibleOnTaskCreation,
  detailVisibleOnEdit,
  detailVisibleOnRead,
  isDetailRequired,
  normalizeDetailValue,
  parseDetailCurrency,
  parseDetailNumber,
  statusDialogErrors,
  validateDetails,
  zodSchemaForDetailChanges,
  zodSchemaForDetails,
} from './fields.ts';
import type { TDetailCheckOptions, TStatusDialogCheck } from './fields.ts';

function f(
  type: TDetailFieldConfig['type'],
  extra: Partial<TDetailFieldConfig> = {},
): TDetailFieldConfig {
  return { key: 'field', title: 'Leg Feet', type, ...extra };
}

const REQUIRED = 'This field is required';
const ONLY_NUMBERS = 'Only numbers are allowed';
const CHECK = 'Please check the values in the form';
const WHOLE = 'Only whole numbers are allowed';
const ONE_LINE = 'This field may not contain line breaks or control characters.';
const CONTROL = 'This field may not contain control characters.';

describe('detailFieldError', () => {
  const ids = Array.from({ length: 501 }, (_, i) => `u${i}`);
  it.each<[string, TDetailFieldConfig, unknown, string | null, TDetailCheckOptions?]>([
    // number
    ['a number', f('number'), 12, null],
    ['a number given as text', f('number'), '12', null],
    ['a negative number as text', f('number'), '-3', null],
    ['required 0 is a value', f('number', { required: true }), 0, null],
    ['required "0" is a value', f('number', { required: true }), '0', null],
    ['required blank text', f('number', { required: true }), '', REQUIRED],
    ['required spaces', f('number', { required: true }), '  ', REQUIRED],
    ['required null', f('number', { required: true }), null, REQUIRED],
    ['required missing', f('number', { required: true }), undefined, REQUIRED],
    ['optional blank', f('number'), '', null],
    ['letters', f('number'), 'abc', ONLY_NUMBERS],
    ['digits then letters', f('number'), '12abc', ONLY_NUMBERS],
    ['a decimal (12.7 leg feet)', f('number'), '12.7', null],
    ['a decimal number', f('number'), 12.7, null],
    ['a decimal without a leading digit', f('number'), '.5', null],
    ['a decimal in a whole-number field', f('number', { wholeNumber: true }), '4.5', WHOLE],
    ['a decimal number in a whole-number field', f('number', { wholeNumber: true }), 4.5, WHOLE],
    ['a whole number in a whole-number field', f('number', { wholeNumber: true }), '4', null],
    ['letters in a whole-number field', f('number', { wholeNumber: true }), '4x', ONLY_NUMBERS],
    ['two decimal points', f('number'), '1.2.3', ONLY_NUMBERS],
    ['an exponent', f('number'), '1e3', ONLY_NUMBERS],
    ['an infinite number', f('number'), Infinity, ONLY_NUMBERS],
    ['not a number at all', f('number'), NaN, ONLY_NUMBERS],
    ['a boolean', f('number'), true, ONLY_NUMBERS],
    [
      'letters in the status dialog',
      f('number'),
      'abc',
      'Only numbers allowed',
      { statusDialog: true },
    ],
    ['below minValue', f('number', { minValue: 5 }), 4, 'Leg Feet should be above 5'],
    ['at minValue', f('number', { minValue: 5 }), 5, null],
    ['above maxValue', f('number', { maxValue: 50 }), '51', 'Leg Feet should be below 50'],
    ['at maxValue', f('number', { maxValue: 50 }), 50, null],
    ['below a minValue of 0', f('number', { minValue: 0 }), -1, 'Leg Feet should be above 0'],
    // currency
    ['currency with cents', f('currency'), '12.50', null],
    ['currency as a number', f('currency'), 19.99, null],
    ['currency with three decimals', f('currency'), '1.005', ONLY_NUMBERS],
    ['currency with a $ sign', f('currency'), '$5', ONLY_NUMBERS],
    ['required currency blank', f('currency', { required: true }), '', REQUIRED],
    ['required currency 0', f('currency', { required: true }), 0, null],
    [
      'currency above maxValue',
      f('currency', { maxValue: 100 }),
      '100.01',
      'Leg Feet should be below 100',
    ],
    ['currency below minValue', f('currency', { minValue: 1 }), 0.5, 'Leg Feet should be above 1'],
    // string and text
    ['a string', f('string'), 'abc', null],
    ['required blank string', f('string', { required: true }), '   ', REQUIRED],
    ['optional blank string', f('string'), '', null],
    [
      'shorter than minLength',
      f('string', { minLength: 3 }),
      'ab',
      'Leg Feet needs to be at least 3 characters',
    ],
    ['at minLength', f('string', { minLength: 3 }), 'abc', null],
    [
      'longer than maxLength',
      f('string', { maxLength: 5 }),
      'abcdef',
      'Leg Feet needs to be less than 5 characters',
    ],
    ['at maxLength', f('string', { maxLength: 5 }), 'abcde', null],
    [
      'text over 5000 characters with no maxLength',
      f('text'),
      'x'.repeat(5001),
      'Leg Feet needs to be less than 5000 characters',
    ],
    ['text of 5000 characters', f('text'), 'x'.repeat(5000), null],
    [
      'a maxLength above 5000 is capped',
      f('text', { maxLength: 9000 }),
      'x'.repeat(5001),
      'Leg Feet needs to be less than 5000 characters',
    ],
    ['required blank text', f('text', { required: true }), '', REQUIRED],
    ['a number in a string field', f('string'), 5, CHECK],
    ['a line break in a string field (a tag number)', f('string'), 'SC-1\r\nBcc: x', ONE_LINE],
    ['a tab in a string field', f('string'), 'SC\t1', ONE_LINE],
    ['an escape character in a string field', f('string'), 'SC\u001b[31m', ONE_LINE],
    ['line breaks and tabs in a text field', f('text'), 'one\r\ntwo\tthree', null],
    ['a bell character in a text field', f('text'), 'ding\u0007', CONTROL],
    // bool
    ['a ticked box', f('bool'), true, null],
    ['an unticked optional box', f('bool'), false, null],
    ['an unticked required box', f('bool', { required: true }), false, REQUIRED],
    ['a missing required box', f('bool', { required: true }), undefined, REQUIRED],
    ['a ticked required box', f('bool', { required: true }), true, null],
    ['text in a box', f('bool'), 'true', CHECK],
    // timestamp
    ['an ISO date-time', f('timestamp'), '2024-03-15T15:00:00.000Z', null],
    ['an ISO date-time with offset', f('timestamp'), '2024-03-15T10:00:00-05:00', null],
    ['a date without time', f('timestamp'), '2024-03-15', CHECK],
    ['not a date', f('timestamp'), 'yesterday', CHECK],
    ['an impossible date', f('timestamp'), '2024-13-45T99:00', CHECK],
    ['a date in the year 1', f('timestamp'), '0001-01-01T00:00:00.000Z', CHECK],
    ['a date in the year 9999', f('timestamp'), '9999-12-31T00:00:00.000Z', CHECK],
    ['a date in 1900', f('timestamp'), '1900-01-01T00:00:00.000Z', null],
    ['a date in 2200', f('timestamp'), '2200-12-31T23:59:59.000Z', null],
    ['required blank timestamp', f('timestamp', { required: true }), '', REQUIRED],
    // uid
    ['a user id', f('uid'), 'user-1', null],
    ['required blank uid', f('uid', { required: true }), null, REQUIRED],
    ['an overlong id', f('uid'), 'x'.repeat(129), CHECK],
    ['a number as uid', f('uid'), 42, CHECK],
    // multiple-uid
    ['a list of ids', f('multiple-uid'), ['a', 'b'], null],
    ['required empty list', f('multiple-uid', { required: true }), [], REQUIRED],
    ['optional empty list', f('multiple-uid'), [], null],
    ['a list with a blank id', f('multiple-uid'), ['a', ''], CHECK],
    ['a list of 501 ids', f('multiple-uid'), ids, CHECK],
    ['a single id instead of a list', f('multiple-uid'), 'a', CHECK],
    // selection
    [
      'one of the options',
      f('selection', { selectionOptions: [{ value: 'low', label: 'Low' }] }),
      'low',
      null,
    ],
    [
      'not one of the options',
      f('selection', { selectionOptions: [{ value: 'low', label: 'Low' }] }),
      'high',
      CHECK,
    ],
    ['any text when no options are configured', f('selection'), 'high', null],
    ['required blank selection', f('selection', { required: true }), '', REQUIRED],
    // required overridden for a status
    [
      'required, but not for this status',
      f('number', { required: true }),
      '',
      null,
      { required: false },
    ],
  ])('%s', (_case, field, value, error, options) => {
    expect(detailFieldError(field, value, options)).toBe(error);
  });
});

describe('parseDetailNumber', () => {
  it.each<[unknown, boolean, number | null]>([
    ['42', false, 42],
    [' 7 ', false, 7],
    ['+3', false, 3],
    ['-12', false, -12],
    ['007', false, 7],
    [42, false, 42],
    ['4.5', false, 4.5],
    ['12.7', false, 12.7],
    ['-0.25', false, -0.25],
    ['3.', false, 3],
    ['12abc', false, null],
    ['abc', false, null],
    ['0x1A', false, null],
    ['1e3', false, null],
    [4.5, false, 4.5],
    [Infinity, false, null],
    [NaN, false, null],
    ['99999999999999999999', false, null],
    ['', false, 0],
    [null, false, 0],
    [undefined, false, 0],
    ['', true, null],
    [true, false, null],
  ])('%j (required %s) → %j', (value, required, parsed) => {
    expect(parseDetailNumber(value, required)).toBe(parsed);
  });

  it.each<[unknown, number | null]>([
    ['4', 4],
    ['4.5', null],
    [4.5, null],
    [4, 4],
  ])('%j in a whole-number field → %j', (value, parsed) => {
    expect(parseDetailNumber(value, false, true)).toBe(parsed);
  });
});

describe('detailInputMode', () => {
  it.each<[string, TDetailFieldConfig, 'numeric' | 'decimal']>([
    ['a number field offers a decimal point', f('number'), 'decimal'],
    ['a whole-number field does not', f('number', { wholeNumber: true }), 'numeric'],
    ['a currency field offers a decimal point', f('currency'), 'decimal'],
  ])('%s', (_case, field, mode) => {
    expect(detailInputMode(field)).toBe(mode);
  });
});

describe('parseDetailCurrency', () => {
  it.each<[unknown, number | null]>([
    ['12.50', 12.5],
    ['12.5', 12.5],
    ['.99', 0.99],
    ['100', 100],
    [19.99, 19.99],
    [0.1 + 0.2, 0.3],
    [1.234, null],
    ['1.005', null],
    ['$5', null],
    ['', 0],
  ])('%j → %j', (value, parsed) => {
    expect(parseDetailCurrency(value)).toBe(parsed);
  });
});

describe('normalizeDetailValue', () => {
  it.each<[TDetailFieldConfig, unknown, unknown]>([
    [f('number'), '', 0],
    [f('number'), null, 0],
    [f('number'), ' 12 ', 12],
    [f('number'), 12, 12],
    [f('number'), undefined, undefined],
    [f('currency'), '', 0],
    [f('currency'), '12.50', 12.5],
    [f('string'), ' keep spaces ', ' keep spaces '],
    [f('bool'), false, false],
    [f('multiple-uid'), ['a'], ['a']],
  ])('%j: %j → %j', (field, value, normalized) => {
    expect(normalizeDetailValue(field, value)).toEqual(normalized);
  });
});

describe('isDetailRequired', () => {
  it.each<[Partial<TDetailFieldConfig>, number | undefined, boolean]>([
    [{ required: true }, undefined, true],
    [{ required: true }, 30, true],
    [{ required: true, onTaskStatus: [] }, 30, true],
    [{ required: true, onTaskStatus: [90] }, 90, true],
    [{ required: true, onTaskStatus: [90] }, 30, false],
    [{ required: true, onTaskStatus: [90] }, undefined, true],
    [{ required: false, onTaskStatus: [90] }, 90, false],
    [{}, 90, false],
  ])('%j for status %s: %s', (extra, status, required) => {
    expect(isDetailRequired(f('number', extra), status)).toBe(required);
  });
});

const BARRIER_FIELDS: TDetailFieldConfig[] = [
  { key: 'barrierOther', title: 'Barrier - Other', type: 'number' },
  { key: 'barrierComments', title: 'Barrier Comments', type: 'text' },
];

describe('the barrier rule', () => {
  it.each<[string, readonly TDetailFieldConfig[], Record<string, unknown>, boolean, string | null]>(
    [
      [
        'a value for Barrier - Other without comments',
        BARRIER_FIELDS,
        { barrierOther: 2 },
        true,
        'Barrier Comments are required when there is a value for Barrier - Other',
      ],
      [
        'a value with blank comments',
        BARRIER_FIELDS,
        { barrierOther: '2', barrierComments: '  ' },
        true,
        'Barrier Comments are required when there is a value for Barrier - Other',
      ],
      [
        'a value with comments',
        BARRIER_FIELDS,
        { barrierOther: 2, barrierComments: 'crane late' },
        true,
        null,
      ],
      ['Barrier - Other at 0', BARRIER_FIELDS, { barrierOther: 0 }, false, null],
      ['Barrier - Other blank', BARRIER_FIELDS, { barrierOther: '' }, false, null],
      ['Barrier - Other missing', BARRIER_FIELDS, {}, false, null],
      ['a site without Barrier Comments', [BARRIER_FIELDS[0]!], { barrierOther: 2 }, false, null],
    ],
  )('%s', (_case, fields, details, required, error) => {
    expect(barrierCommentsRequired(fields, details)).toBe(required);
    expect(barrierCommentsError(fields, details)).toBe(error);
  });
});

const TASK_FIELDS: TDetailFieldConfig[] = [
  { key: 'legFeet', title: 'Leg Feet', type: 'number', required: true, onTaskStatus: [90] },
  { key: 'crewSize', title: 'Crew Size', type: 'number', minValue: 1 },
  { key: 'notes', title: 'Notes', type: 'text' },
  ...BARRIER_FIELDS,
];

describe('validateDetails', () => {
  it.each<
    [string, Record<string, unknown>, number | undefined, ReturnType<typeof validateDetails>]
  >([
    [
      'valid details are normalized; other keys kept',
      { legFeet: '12', crewSize: '', notes: 'ok', legacy: 'x' },
      90,
      { success: true, details: { legFeet: 12, crewSize: 0, notes: 'ok', legacy: 'x' } },
    ],
    ['a missing key stays missing', { legFeet: 3 }, 90, { success: true, details: { legFeet: 3 } }],
    [
      'a field required on Complete does not block an Awaiting task',
      { legFeet: '' },
      30,
      { success: true, details: { legFeet: 0 } },
    ],
    [
      'a field required on Complete blocks completion',
      { legFeet: '' },
      90,
      { success: false, fieldErrors: { legFeet: REQUIRED }, message: CHECK },
    ],
    [
      'bad values fail with the form summary',
      { legFeet: 'ten', crewSize: 0 },
      90,
      {
        success: false,
        fieldErrors: { legFeet: ONLY_NUMBERS, crewSize: 'Crew Size should be above 1' },
        message: CHECK,
      },
    ],
    [
      'the barrier rule blocks with its own warning',
      { legFeet: 1, barrierOther: 3 },
      90,
      {
        success: false,
        fieldErrors: { barrierComments: 'Please enter Barrier Comments' },
        message: 'Barrier Comments are required when there is a value for Barrier - Other',
      },
    ],
  ])('%s', (_case, details, status, result) => {
    expect(validateDetails(TASK_FIELDS, details, { status })).toEqual(result);
  });
});

describe('zodSchemaForDetails', () => {
  it('normalizes valid details and keeps unconfigured keys', () => {
    const schema = zodSchemaForDetails(TASK_FIELDS, { status: 90 });
    expect(schema.parse({ legFeet: ' 12 ', crewSize: '', legacy: 1 })).toEqual({
      legFeet: 12,
      crewSize: 0,
      legacy: 1,
    });
  });

  it.each<
    [string, Record<string, unknown>, number | undefined, boolean | undefined, [string, string][]]
  >([
    ['a missing required field', {}, 90, undefined, [['legFeet', REQUIRED]]],
    ['not required for this status', {}, 30, undefined, []],
    [
      'every field reports at once',
      { crewSize: 'x', barrierOther: 1 },
      90,
      undefined,
      [
        ['legFeet', REQUIRED],
        ['crewSize', ONLY_NUMBERS],
        ['barrierComments', 'Please enter Barrier Comments'],
      ],
    ],
    [
      'the status dialog wording',
      { legFeet: 'x' },
      90,
      true,
      [['legFeet', 'Only numbers allowed']],
    ],
    [
      'a below-min value',
      { legFeet: 1, crewSize: 0 },
      90,
      undefined,
      [['crewSize', 'Crew Size should be above 1']],
    ],
  ])('%s', (_case, details, status, statusDialog, issues) => {
    const result = zodSchemaForDetails(TASK_FIELDS, { status, statusDialog }).safeParse(details);
    expect(result.success).toBe(issues.length === 0);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []).toEqual(issues);
  });

  it('refuses a value that is not a map', () => {
    expect(zodSchemaForDetails(TASK_FIELDS).safeParse(null).success).toBe(false);
  });
});

describe('zodSchemaForDetailChanges', () => {
  const fields: TDetailFieldConfig[] = [
    ...TASK_FIELDS,
    { key: 'locked', title: 'Locked', type: 'string', editable: false },
  ];
  it.each<[string, Record<string, unknown>, boolean, Record<string, unknown>?]>([
    ['a changed number is parsed', { crewSize: '4' }, true, { crewSize: 4 }],
    [
      'a blank required field may be sent (checked on the merged details)',
      { legFeet: '' },
      true,
      { legFeet: 0 },
    ],
    ['an unconfigured key is refused', { hacked: 1 }, false],
    ['a non-editable field is refused', { locked: 'x' }, false],
    ['a bad value is refused', { crewSize: 'many' }, false],
    ['nothing changed', {}, true, {}],
  ])('%s', (_case, changes, ok, parsed) => {
    const result = zodSchemaForDetailChanges(fields).safeParse(changes);
    expect(result.success).toBe(ok);
    if (parsed) expect(result.data).toEqual(parsed);
  });

  it('answers an unknown key with the form summary', () => {
    const result = zodSchemaForDetailChanges(TASK_FIELDS).safeParse({ hacked: 1 });
    expect(result.error?.issues[0]?.message).toBe(CHECK);
  });
});

describe('statusDialogErrors', () => {
  const fields: TDetailFieldConfig[] = [
    { key: 'legFeet', title: 'Leg Feet', type: 'number', required: true, onTaskStatus: [90] },
    { key: 'crewSize', title: 'Crew Size', type: 'number', required: true, onTaskStatus: [90, 50] },
    { key: 'safe', title: 'Area Safe', type: 'bool', required: true, onTaskStatus: [90] },
    { key: 'onHoldOnly', title: 'Hold Reason', type: 'string', required: true, onTaskStatus: [50] },
    {
      key: 'hidden',
      title: 'Hidden',
      type: 'string',
      required: true,
      editable: false,
      onTaskStatus: [90],
    },
    ...BARRIER_FIELDS.map((b) => ({ ...b, onTaskStatus: [90] })),
  ];
  const complete: TStatusDialogCheck = {
    status: 90,
    persistencePrompt: false,
    persistenceChoice: undefined,
  };

  it.each<[string, Record<string, unknown>, Partial<TStatusDialogCheck>, string[]]>([
    ['all filled in', { legFeet: 1, crewSize: 0, safe: true }, {}, []],
    [
      'each missing required field tied to the status',
      { legFeet: '', safe: false },
      {},
      [
        'Please check the required field: Leg Feet',
        'Please check the required field: Crew Size',
        'Please check the required field: Area Safe',
      ],
    ],
    [
      'fields of another status are not checked',
      { legFeet: 1, crewSize: 2, safe: true },
      { status: 90 },
      [],
    ],
    [
      'On Hold checks its own fields',
      {},
      { status: 50 },
      [
        'Please check the required field: Crew Size',
        'Please check the required field: Hold Reason',
      ],
    ],
    [
      'a missing persistence choice',
      { legFeet: 1, crewSize: 1, safe: true },
      { persistencePrompt: true },
      ['Please select a craft record persistence option'],
    ],
    [
      'an answered persistence choice',
      { legFeet: 1, crewSize: 1, safe: true },
      { persistencePrompt: true, persistenceChoice: 'keep' },
      [],
    ],
    [
      'the barrier rule',
      { legFeet: 1, crewSize: 1, safe: true, barrierOther: 2 },
      {},
      ['Barrier Comments are required when there is a value for Barrier - Other'],
    ],
    [
      'another bad value',
      { legFeet: 'ten', crewSize: 1, safe: true },
      {},
      ['Please check the values in the form'],
    ],
  ])('%s', (_case, details, check, messages) => {
    expect(statusDialogErrors(fields, details, { ...complete, ...check })).toEqual(messages);
  });
});

describe('changedDetails', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>, Record<string, unknown>]>([
    ['nothing changed', { a: 1, b: 'x', c: ['u1'] }, { a: 1, b: 'x', c: ['u1'] }, {}],
    ['one changed value', { a: 1, b: 'x' }, { a: 2, b: 'x' }, { a: 2 }],
    ['a new key', { a: 1 }, { a: 1, b: true }, { b: true }],
    ['a list with a new id', { c: ['u1'] }, { c: ['u1', 'u2'] }, { c: ['u1', 'u2'] }],
    ['a list in another order', { c: ['u1', 'u2'] }, { c: ['u2', 'u1'] }, { c: ['u2', 'u1'] }],
    ['a cleared value', { b: 'x' }, { b: '' }, { b: '' }],
    ['false versus missing', {}, { flag: false }, { flag: false }],
    ['keys only in the original are not sent', { a: 1, gone: 2 }, { a: 1 }, {}],
  ])('%s', (_case, original, edited, changes) => {
    expect(changedDetails(original, edited)).toEqual(changes);
  });
});

describe('detailVisibleOnRead', () => {
  it.each<[string, Partial<TDetailFieldConfig>, Record<string, unknown>, boolean]>([
    ['a value is shown', {}, { field: 12 }, true],
    ['an absent key is hidden', {}, {}, false],
    ['an undefined value is hidden', {}, { field: undefined }, false],
    ['a value equal to the default is hidden', { defaultValue: 0 }, { field: 0 }, false],
    ['a value other than the default is shown', { defaultValue: 0 }, { field: 3 }, true],
    ['a list equal to the default is hidden', { defaultValue: ['a'] }, { field: ['a'] }, false],
    ['false with a false default is hidden', { defaultValue: false }, { field: false }, false],
    ['false without a default is shown', {}, { field: false }, true],
  ])('%s', (_case, extra, details, visible) => {
    expect(detailVisibleOnRead(f('number', extra), details)).toBe(visible);
  });
});

describe('detailVisibleOnEdit', () => {
  it.each<[string, Partial<TDetailFieldConfig>, boolean, number, boolean]>([
    ['edit mode shows an editable field', { editable: true }, true, 30, true],
    ['edit mode shows a field that does not say', {}, true, 30, true],
    ['edit mode hides a non-editable field', { editable: false }, true, 30, false],
    ['the dialog shows a field tied to the status', { onTaskStatus: [90] }, false, 90, true],
    ['the dialog hides a field tied to another status', { onTaskStatus: [90] }, false, 40, false],
    ['the dialog hides a field tied to no status', {}, false, 90, false],
    [
      'the dialog hides a non-editable tied field',
      { editable: false, onTaskStatus: [90] },
      false,
      90,
      false,
    ],
  ])('%s', (_case, extra, editMode, status, visible) => {
    expect(detailVisibleOnEdit(f('number', extra), { editMode, status })).toBe(visible);
  });

  it.each([
    [{}, true],
    [{ hideOnCraftRecordCreation: false }, true],
    [{ hideOnCraftRecordCreation: true }, false],
  ])('on craft record creation, %j is shown: %s', (extra, visible) => {
    expect(detailVisibleOnCraftRecordCreation(f('string', extra))).toBe(visible);
  });
});

describe('detailFormDefaults', () => {
  it('starts each field from its value, its default or blank', () => {
    const fields: TDetailFieldConfig[] = [
      { key: 'n', title: 'N', type: 'number' },
      { key: 'd', title: 'D', type: 'number', defaultValue: 5 },
      { key: 'b', title: 'B', type: 'bool' },
      { key: 'm', title: 'M', type: 'multiple-uid' },
      { key: 's', title: 'S', type: 'string' },
      { key: 'v', title: 'V', type: 'string' },
    ];
    expect(detailFormDefaults(fields, { v: 'kept', other: 1 })).toEqual({
      n: '',
      d: 5,
      b: false,
      m: [],
      s: '',
      v: 'kept',
    });
  });
});

describe('detailVisibleOnTaskCreation', () => {
  it.each<[string, Partial<TDetailFieldConfig>, number | null, boolean]>([
    ['a field tied to no status', {}, null, true],
    ['a field tied to no status, status known', {}, 30, true],
    ['a field tied to Complete, created Awaiting', { onTaskStatus: [90] }, 30, false],
    ['a field tied to Complete, status not known yet', { onTaskStatus: [90] }, null, false],
    ['a field tied to the status it is created in', { onTaskStatus: [20, 30] }, 30, true],
    ['a field that is not editable', { editable: false }, 30, false],
  ])('%s', (_case, extra, status, visible) => {
    expect(detailVisibleOnTaskCreation(f('string', extra), status)).toBe(visible);
  });
});
