import { describe, expect, it } from 'vitest';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import {
  initialCraftType,
  offeredTaskTypes,
  stepInFlow,
  wizardFlow,
  wizardSteps,
} from '../utils/wizard-flow';

const ALL = Object.values(TASK_TYPE);
const flowState = {
  onEntryRecord: false,
  wantsNewRecord: false,
  taskType: null,
  craftType: CRAFT_TYPE.SCAFFOLDING,
};

describe('wizard flow', () => {
  it.each([
    ['from home', flowState, 'home'],
    ['choosing Installation', { ...flowState, taskType: TASK_TYPE.INSTALLATION }, 'createRecord'],
    ['Create New Record', { ...flowState, wantsNewRecord: true }, 'createRecord'],
    ['from a craft record', { ...flowState, onEntryRecord: true }, 'fromRecord'],
    [
      'Filter Cloths from a craft record',
      { ...flowState, onEntryRecord: true, craftType: CRAFT_TYPE.FILTER_CLOTHS },
      'home',
    ],
  ] as const)('%s runs the %s flow', (_case, state, flow) => {
    expect(wizardFlow(state)).toBe(flow);
  });

  it('lists the steps of each flow in the spec order', () => {
    expect(wizardSteps('createRecord')).toEqual([
      'craftType',
      'taskType',
      'location',
      'recordInfo',
      'schedule',
      'taskInfo',
    ]);
    expect(wizardSteps('fromRecord')).toEqual(['craftType', 'taskType', 'schedule', 'taskInfo']);
  });

  it('keeps the user at the matching step when the flow changes', () => {
    expect(stepInFlow('craftRecord', 'createRecord')).toBe('location');
    expect(stepInFlow('recordInfo', 'home')).toBe('craftRecord');
    expect(stepInFlow('schedule', 'fromRecord')).toBe('schedule');
  });

  it('offers no Installation on a record, nor to users who may not create records', () => {
    const scaffolding = CRAFT_TYPE.SCAFFOLDING;
    const both = { fromRecord: false, canCreateCraftRecords: true };
    expect(offeredTaskTypes(scaffolding, ALL, both)).toContain(TASK_TYPE.INSTALLATION);
    expect(offeredTaskTypes(scaffolding, ALL, { ...both, fromRecord: true })).not.toContain(
      TASK_TYPE.INSTALLATION,
    );
    expect(
      offeredTaskTypes(scaffolding, ALL, { ...both, canCreateCraftRecords: false }),
    ).not.toContain(TASK_TYPE.INSTALLATION);
  });

  it('starts on the record’s craft type, else the work-type filter’s, else the first valid one', () => {
    expect(initialCraftType([20, 10], null, null)).toBe(20);
    expect(initialCraftType([20, 10], 10, null)).toBe(10);
    expect(initialCraftType([20, 10], 99, null)).toBe(20);
    expect(initialCraftType([20, 10], 10, 26)).toBe(26);
    expect(initialCraftType([], null, null)).toBeNull();
  });
});
