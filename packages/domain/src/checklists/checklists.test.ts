import { describe, expect, it } from 'vitest';
import {
  answerText,
  checkChecklistAnswers,
  checklistSummary,
  correctiveTaskTitle,
  correctiveTaskType,
  failedItems,
  itemOutcome,
  storedAnswers,
} from './answers.ts';
import {
  CHECKLIST_TEXTS,
  ZChecklistTemplateInput,
  moveItem,
  takenTaskType,
  templateForTaskType,
  type TChecklistAnswers,
  type TChecklistItem,
} from './templates.ts';

const PHOTO = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';

const item = (
  over: Partial<TChecklistItem> & Pick<TChecklistItem, 'id' | 'kind'>,
): TChecklistItem => ({
  label: over.id,
  required: true,
  min: null,
  max: null,
  unit: '',
  ...over,
});

const guard = item({ id: 'guard', kind: 'yesNo', label: 'Guardrails in place' });
const pump = item({ id: 'pump', kind: 'passFlagFail', label: 'Pump seal' });
const pressure = item({
  id: 'pressure',
  kind: 'number',
  label: 'Pressure',
  min: 0,
  max: 10,
  unit: 'bar',
});
const notes = item({ id: 'notes', kind: 'text', label: 'Notes', required: false });
const photo = item({ id: 'photo', kind: 'photo', label: 'Gauge photo' });
const sign = item({ id: 'sign', kind: 'signature', label: 'Operator', required: false });
const items = [guard, pump, pressure, notes, photo, sign];

describe('checkChecklistAnswers', () => {
  const good: TChecklistAnswers = { guard: true, pump: 'pass', pressure: 4.5, photo: PHOTO };

  it('accepts every required item answered, optional ones left out', () => {
    expect(checkChecklistAnswers(items, good)).toEqual({});
  });

  it.each<[string, TChecklistAnswers, Record<string, string>]>([
    ['a required yes/no missing', { ...good, guard: null }, { guard: CHECKLIST_TEXTS.required }],
    [
      'a required number missing',
      { ...good, pressure: undefined as never },
      { pressure: CHECKLIST_TEXTS.required },
    ],
    [
      'blank text for a required photo',
      { ...good, photo: '  ' },
      { photo: CHECKLIST_TEXTS.required },
    ],
    [
      'a number below its limit',
      { ...good, pressure: -1 },
      { pressure: CHECKLIST_TEXTS.belowMin(0) },
    ],
    [
      'a number above its limit',
      { ...good, pressure: 10.5 },
      { pressure: CHECKLIST_TEXTS.aboveMax(10) },
    ],
    ['text for a yes/no', { ...good, guard: 'yes' }, { guard: CHECKLIST_TEXTS.yesNo }],
    [
      'a boolean for pass/flag/fail',
      { ...good, pump: true },
      { pump: CHECKLIST_TEXTS.passFlagFail },
    ],
    ['text for a number', { ...good, pressure: '4' }, { pressure: CHECKLIST_TEXTS.number }],
    ['a number for text', { ...good, notes: 3 }, { notes: CHECKLIST_TEXTS.text }],
    [
      'a photo that is not a file id',
      { ...good, photo: '../etc/passwd' },
      { photo: CHECKLIST_TEXTS.photo },
    ],
    [
      'a signature that is not a file id',
      { ...good, sign: 'data:image/png;base64,AAA' },
      { sign: CHECKLIST_TEXTS.signature },
    ],
  ])('refuses %s', (_name, answers, errors) => {
    expect(checkChecklistAnswers(items, answers)).toEqual(errors);
  });

  it('accepts a number on its limits', () => {
    expect(checkChecklistAnswers([pressure], { pressure: 0 })).toEqual({});
    expect(checkChecklistAnswers([pressure], { pressure: 10 })).toEqual({});
  });

  it('accepts any number when no limits are set', () => {
    expect(checkChecklistAnswers([item({ id: 'n', kind: 'number' })], { n: -1e6 })).toEqual({});
  });
});

describe('storedAnswers', () => {
  it('keeps the template items only, unanswered ones as null', () => {
    expect(storedAnswers([guard, notes], { guard: false, notes: ' ', other: 'x' })).toEqual({
      guard: false,
      notes: null,
    });
  });
});

describe('outcomes', () => {
  it.each<[TChecklistItem, TChecklistAnswers[string] | undefined, string]>([
    [guard, true, 'ok'],
    [guard, false, 'failed'],
    [pump, 'pass', 'ok'],
    [pump, 'flag', 'flagged'],
    [pump, 'fail', 'failed'],
    [pressure, 3, 'ok'],
    [notes, null, 'unanswered'],
    [notes, undefined, 'unanswered'],
  ])('%o answered %o is %s', (i, answer, outcome) => {
    expect(itemOutcome(i, answer)).toBe(outcome);
  });

  it('lists the failed and flagged items in template order', () => {
    expect(
      failedItems(items, { guard: false, pump: 'flag', pressure: 3 }).map((i) => i.id),
    ).toEqual(['guard', 'pump']);
  });
});

describe('texts', () => {
  it.each<[TChecklistItem, TChecklistAnswers[string], string]>([
    [guard, true, 'Yes'],
    [guard, false, 'No'],
    [pump, 'flag', 'Flag'],
    [pressure, 4.5, '4.5 bar'],
    [notes, 'All good', 'All good'],
    [photo, PHOTO, 'Photo'],
    [sign, PHOTO, 'Signed'],
    [notes, null, 'Not answered'],
  ])('%o answered %o reads %s', (i, answer, text) => {
    expect(answerText(i, answer)).toBe(text);
  });

  it('summarises a checklist on one line for the export', () => {
    expect(
      checklistSummary([guard, pressure, notes], { guard: false, pressure: 2, notes: 'a\nb' }),
    ).toBe('Guardrails in place: No; Pressure: 2 bar; Notes: a b');
  });

  it('titles a corrective task by the item, within the title limit', () => {
    expect(correctiveTaskTitle('Pump seal')).toBe('Corrective: Pump seal');
    expect(correctiveTaskTitle('x'.repeat(300))).toHaveLength(200);
  });
});

describe('correctiveTaskType', () => {
  const all = [10, 11, 12, 13, 70, 110, 111];
  it.each([
    ['Repair where the craft offers it', 80, 13, all, 70],
    ['a Modification on a scaffold', 10, 13, all, 11],
    ['the same type otherwise (Operator Rounds)', 110, 110, all, 110],
    ['the same type when the site turned Repair off', 80, 13, [13], 13],
  ])('%s', (_name, craftType, taskType, valid, expected) => {
    expect(correctiveTaskType(craftType, taskType, valid)).toBe(expected);
  });
});

describe('templates', () => {
  const rounds = { id: 'a', name: 'Rounds', taskTypes: [110] };
  const scaffold = { id: 'b', name: 'Scaffold form', taskTypes: [13, 111] };

  it('finds the template of a task type', () => {
    expect(templateForTaskType([rounds, scaffold], 111)).toBe(scaffold);
    expect(templateForTaskType([rounds, scaffold], 114)).toBeNull();
  });

  it.each([
    ['a type another template lists', null, [114, 13], { taskType: 13, template: scaffold }],
    ['its own types when editing', 'b', [13, 111], null],
    ['a free type', null, [113], null],
  ])('takenTaskType: %s', (_name, id, types, expected) => {
    expect(takenTaskType([rounds, scaffold], id, types)).toEqual(expected);
  });

  it.each([
    [0, 1, ['b', 'a', 'c']],
    [2, -1, ['a', 'c', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 1, ['a', 'b', 'c']],
  ] as const)('moves item %i by %i', (index, by, expected) => {
    expect(moveItem(['a', 'b', 'c'], index, by)).toEqual(expected);
  });

  const valid = {
    name: 'Rounds',
    items: [guard],
    taskTypes: [110, 110],
  };

  it('parses a template, types unique and sorted', () => {
    const parsed = ZChecklistTemplateInput.parse({ ...valid, taskTypes: [114, 110, 110] });
    expect(parsed.taskTypes).toEqual([110, 114]);
    expect(parsed.id).toBeNull();
  });

  it.each([
    ['no name', { ...valid, name: ' ' }, CHECKLIST_TEXTS.nameRequired],
    ['no items', { ...valid, items: [] }, CHECKLIST_TEXTS.noItems],
    [
      'a blank label',
      { ...valid, items: [{ ...guard, label: '' }] },
      CHECKLIST_TEXTS.labelRequired,
    ],
    ['duplicate item ids', { ...valid, items: [guard, guard] }, CHECKLIST_TEXTS.duplicateItem],
    [
      'a min above the max',
      { ...valid, items: [{ ...pressure, min: 5, max: 1 }] },
      CHECKLIST_TEXTS.limits,
    ],
    ['a task type without checklists', { ...valid, taskTypes: [10] }, CHECKLIST_TEXTS.taskType],
  ])('refuses %s', (_name, input, message) => {
    const result = ZChecklistTemplateInput.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});
