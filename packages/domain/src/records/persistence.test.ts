import { describe, expect, it } from 'vitest';
import { VALID_TASK_TYPES_BY_CRAFT } from '../catalogues/task-types.ts';
import {
  ZCraftRecordPersistence,
  ZPersistenceChoice,
  craftRecordPersistence,
  recordClosesOnCompletion,
} from './persistence.ts';
import type { TCraftRecordPersistence, TPersistenceChoice } from './persistence.ts';

// [craft type, task type, persistence] for every pair of the craft/task catalogue.
const TABLE: [string, number, number, TCraftRecordPersistence][] = [
  ['Scaffolding Installation', 10, 10, 'keep'],
  ['Scaffolding Modification', 10, 11, 'keep'],
  ['Scaffolding Removal', 10, 12, 'close'],
  ['Scaffolding Inspection', 10, 13, 'keep'],
  ['Scaffolding Material Pickup', 10, 14, 'keep'],
  ['Scaffolding Audit', 10, 15, 'keep'],
  ['Waterblasting', 20, 20, 'prompt'],
  ['Vacuum Truck', 21, 25, 'prompt'],
  ['Sandblasting', 25, 30, 'prompt'],
  ['Steam Tracing', 16, 41, 'prompt'],
  ['Fireproofing', 17, 42, 'prompt'],
  ['Painting', 30, 60, 'prompt'],
  ['Carpentry', 70, 75, 'prompt'],
  ['Housekeeping', 99, 99, 'prompt'],
  ['Cleaning', 100, 100, 'prompt'],
  ['Insulation Insulation', 15, 40, 'prompt'],
  ['Insulation Abatement', 15, 50, 'prompt'],
  ['Hoistwells Installation', 40, 10, 'keep'],
  ['Hoistwells Repair', 40, 70, 'keep'],
  ['Hoistwells Removal', 40, 12, 'close'],
  ['Hoistwells Inspection', 40, 13, 'keep'],
  ['Cameras Installation', 51, 10, 'keep'],
  ['Cameras Repair', 51, 70, 'keep'],
  ['Cameras Removal', 51, 12, 'close'],
  ['Cameras Inspection', 51, 13, 'keep'],
  ['Filter Cloths Cloth Replacement', 26, 31, 'keep'],
  ['Filter Cloths Repair', 26, 70, 'keep'],
  ['Filter Cloths Housekeeping', 26, 99, 'keep'],
  ['Filter Cloths Inspection', 26, 13, 'keep'],
  ['Mobile Equipment Repair', 50, 70, 'keep'],
  ['Mobile Equipment Inspection', 50, 13, 'keep'],
  ['HVAC Installation', 60, 10, 'keep'],
  ['HVAC Repair', 60, 70, 'keep'],
  ['HVAC Estimate', 60, 5, 'keep'],
  ['HVAC Phone Call', 60, 3, 'keep'],
  ['Electrical Repair', 65, 70, 'keep'],
  ['Electrical Estimate', 65, 5, 'keep'],
  ['Electrical Phone Call', 65, 3, 'keep'],
  ['Plumbing Repair', 80, 70, 'keep'],
  ['Plumbing Estimate', 80, 5, 'keep'],
  ['Plumbing Phone Call', 80, 3, 'keep'],
  ['General Labor General Labor', 98, 95, 'prompt'],
  ['General Labor Auto Detailing', 98, 96, 'prompt'],
  ['Permitting Lockout', 90, 90, 'keep'],
  ['Permitting Walkthrough', 90, 91, 'keep'],
  ['Permitting Performing Work', 90, 92, 'close'],
  ['Checklists Operator Rounds', 110, 110, 'keep'],
];

describe('craftRecordPersistence', () => {
  it.each(TABLE)('%s (%i/%i): %s', (_case, craftType, taskType, persistence) => {
    expect(craftRecordPersistence(craftType, taskType)).toBe(persistence);
  });

  it('the table covers every craft and task type pair of the catalogue', () => {
    const pairs = Object.entries(VALID_TASK_TYPES_BY_CRAFT).flatMap(([craft, types]) =>
      types.map((t) => `${craft}/${t}`),
    );
    expect(TABLE.map(([, c, t]) => `${c}/${t}`).sort()).toEqual(pairs.sort());
  });

  it('closes on a removal of any craft, even one outside the catalogue', () => {
    expect(craftRecordPersistence(999, 12)).toBe('close');
  });

  it('keeps an unknown pair open', () => {
    expect(craftRecordPersistence(999, 999)).toBe('keep');
  });
});

describe('ZCraftRecordPersistence and ZPersistenceChoice', () => {
  it.each([
    ['close', true],
    ['prompt', true],
    ['keep', true],
    ['ask', false],
    ['Close', false],
  ])('parses %j as a persistence: %s', (value, valid) => {
    expect(ZCraftRecordPersistence.safeParse(value).success).toBe(valid);
  });

  it.each([
    ['keep', true],
    ['close', true],
    ['prompt', false],
  ])('parses %j as a choice: %s', (value, valid) => {
    expect(ZPersistenceChoice.safeParse(value).success).toBe(valid);
  });
});

describe('recordClosesOnCompletion', () => {
  it.each<[TCraftRecordPersistence | null, TPersistenceChoice | undefined, boolean]>([
    ['close', undefined, true],
    ['close', 'keep', true],
    ['prompt', 'close', true],
    ['prompt', 'keep', false],
    ['prompt', undefined, false],
    ['keep', undefined, false],
    ['keep', 'close', false],
    [null, 'close', false],
  ])('persistence %s with choice %s closes the record: %s', (persistence, choice, closes) => {
    expect(recordClosesOnCompletion(persistence, choice)).toBe(closes);
  });
});
