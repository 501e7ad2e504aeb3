import { describe, expect, it } from 'vitest';
import {
  canDeleteTask,
  canOfferNextTask,
  nextTaskOnCompletion,
  nextTaskQuestion,
  nextTaskTitle,
  nextTaskType,
  nextTaskTypeName,
} from './next-task.ts';
import type { TNextTaskParent } from './next-task.ts';

const NOW = new Date('2024-03-15T15:00:00.000Z');
const ALL_TASK_TYPES = [
  3, 5, 10, 11, 12, 13, 14, 15, 20, 25, 30, 31, 40, 41, 42, 50, 60, 70, 75, 90, 91, 92, 95, 96, 99,
  100, 110, 111, 112, 113, 114,
];

describe('nextTaskTypeName', () => {
  it.each([
    [10, 11, 'Modification'],
    [11, 12, 'Removal'],
    [12, 13, 'Inspection'],
    [13, 14, 'Material Pickup'],
    [14, 15, 'Audit'],
    [15, 16, 'Unknown'],
    [3, 4, 'Unknown'],
    [90, 91, 'Walkthrough'],
    [91, 92, 'Performing Work'],
    [95, 96, 'Auto Detailing'],
    [110, 111, 'Safety Inspection'],
    [113, 114, 'Equipment Inspection'],
    [114, 115, 'Unknown'],
  ])('after type %i comes %i, %s', (taskType, next, name) => {
    expect(nextTaskType(taskType)).toBe(next);
    expect(nextTaskTypeName(taskType)).toBe(name);
  });

  it('asks in the completion dialog', () => {
    expect(nextTaskQuestion(10)).toBe('Would you like to create the next task for Modification?');
  });
});

describe('canOfferNextTask', () => {
  const ALL = ALL_TASK_TYPES;
  it.each<[string, number, number, readonly number[], boolean]>([
    ['Scaffolding Installation → Modification', 10, 10, ALL, true],
    ['Scaffolding Modification → Removal', 10, 11, ALL, true],
    ['Scaffolding Removal → Inspection', 10, 12, ALL, true],
    ['Scaffolding Inspection → Material Pickup', 10, 13, ALL, true],
    ['Scaffolding Material Pickup → Audit', 10, 14, ALL, true],
    ['nothing after Scaffolding Audit', 10, 15, ALL, false],
    ['a site without Removal', 10, 11, [10, 11, 13], false],
    ['Hoistwells Installation → Modification is not a Hoistwells type', 40, 10, ALL, false],
    ['Permitting Lockout → Walkthrough', 90, 90, ALL, true],
    ['Permitting Walkthrough → Performing Work', 90, 91, ALL, true],
    ['General Labor → Auto Detailing', 98, 95, ALL, true],
    ['Painting has a single type', 30, 60, ALL, false],
  ])('%s: %s', (_case, craftType, taskType, siteTypes, offered) => {
    expect(canOfferNextTask(craftType, taskType, siteTypes)).toBe(offered);
  });
});

describe('nextTaskTitle', () => {
  it.each([
    ['Installation - Pipe rack 3', 10, 'Modification - Pipe rack 3'],
    ['Unit 5 east', 10, 'Modification - Unit 5 east'],
    ['Modification - Area 4 - Tank farm', 11, 'Removal - Tank farm'],
    ['Installation -    spaced out   ', 10, 'Modification - spaced out'],
    ['Installation - Tank T-101', 10, 'Modification - Tank T-101'],
    ['Installation -', 10, 'Modification'],
    ['Audit - North', 15, 'Unknown - North'],
  ])('%j after type %i becomes %j', (parent, taskType, title) => {
    expect(nextTaskTitle(parent, taskType)).toBe(title);
  });

  it('is cut to 200 characters', () => {
    const title = nextTaskTitle(`Installation - ${'x'.repeat(199)}`, 10);
    expect(title).toHaveLength(200);
    expect(title.startsWith('Modification - xxx')).toBe(true);
  });

  it('is cut between characters, never inside an emoji, with no blank left at the end', () => {
    // 'Modification - ' (15) + 184 + 🚧 (2 units) = 201: the emoji is left out whole.
    const emoji = nextTaskTitle(`Installation - ${'x'.repeat(184)}🚧🚧`, 10);
    expect(emoji).toBe(`Modification - ${'x'.repeat(184)}`);
    const fits = nextTaskTitle(`Installation - ${'x'.repeat(183)}🚧🚧`, 10);
    expect(fits).toBe(`Modification - ${'x'.repeat(183)}🚧`);
    expect(fits).toHaveLength(200);
    const spaced = nextTaskTitle(`Installation - ${'x'.repeat(184)} tail`, 10);
    expect(spaced).toBe(`Modification - ${'x'.repeat(184)}`);
  });
});

describe('nextTaskOnCompletion', () => {
  const parent: TNextTaskParent = {
    craftRecordId: 'rec-1',
    craftType: 10,
    taskType: 10,
    locationId: 'loc-7',
    craftRecordPersistence: 'keep',
    title: 'Installation - Pipe rack 3',
  };

  it('creates the next type, Awaiting, scheduled now, with the defaults of the spec', () => {
    expect(
      nextTaskOnCompletion(parent, { assignedCompanyId: 'co-2', notes: ' bring harness ' }, NOW),
    ).toEqual({
      craftRecordId: 'rec-1',
      craftType: 10,
      taskType: 11,
      locationId: 'loc-7',
      craftRecordPersistence: 'keep',
      title: 'Modification - Pipe rack 3',
      description: 'bring harness',
      assignedCompanyId: 'co-2',
      taskStatus: 30,
      timestampScheduled: NOW,
      timestampAwaitingStart: NOW,
      urgent: false,
      nextOpportunity: false,
      crewCount: 0,
      durations: {},
      holdDurations: {},
      workOrder: null,
      notifyCompanyOnCreation: true,
    });
  });

  it.each<[string, Partial<TNextTaskParent>, Partial<Record<string, unknown>>]>([
    ['carries a record without location', { locationId: null }, { locationId: null }],
    [
      "carries the parent's persistence, not its own type's (insulation would prompt)",
      { craftType: 15, taskType: 40, craftRecordPersistence: 'keep' },
      { taskType: 41, craftRecordPersistence: 'keep' },
    ],
    [
      "carries the parent's keep to a removal (a removal's own would close)",
      { taskType: 11, craftRecordPersistence: 'keep' },
      { taskType: 12, craftRecordPersistence: 'keep' },
    ],
    [
      "carries the parent's prompt",
      { craftType: 15, taskType: 40, craftRecordPersistence: 'prompt' },
      { craftRecordPersistence: 'prompt' },
    ],
    [
      "takes the persistence of the parent's own type when the parent has none",
      { taskType: 12, craftRecordPersistence: null },
      { taskType: 13, craftRecordPersistence: 'close' },
    ],
    ['carries the craft type', { craftType: 90, taskType: 91 }, { craftType: 90, taskType: 92 }],
  ])('%s', (_case, overrides, expected) => {
    const next = nextTaskOnCompletion({ ...parent, ...overrides }, { assignedCompanyId: 'c' }, NOW);
    expect(next).toMatchObject(expected);
  });

  it('leaves the notes empty when none are given', () => {
    expect(nextTaskOnCompletion(parent, { assignedCompanyId: 'c' }, NOW).description).toBe('');
    expect(
      nextTaskOnCompletion(parent, { assignedCompanyId: 'c', notes: null }, NOW).description,
    ).toBe('');
  });
});

describe('canDeleteTask', () => {
  it.each([
    [5, true],
    [6, true],
    [8, true],
    [10, true],
    [11, true],
    [20, true],
    [30, true],
    [35, true],
    [40, false],
    [50, false],
    [80, true],
    [90, false],
    [99, true],
  ])('a task in status %i may be deleted: %s', (status, allowed) => {
    expect(canDeleteTask(status)).toBe(allowed);
  });
});
