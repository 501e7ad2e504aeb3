import { describe, expect, it } from 'vitest';
import { TASK_STATUS } from '../catalogues/task-statuses.ts';
import { TASK_TYPE } from '../catalogues/task-types.ts';
import {
  isCompleting,
  keepsStatusOnReschedule,
  recordEffectsOfStatusChange,
  type TRecordStatusChange,
} from './status-change-effects.ts';

const S = TASK_STATUS;
const openRecord = { open: true, installed: false };
const closedRecord = { open: false, installed: false };
const installedRecord = { open: true, installed: true };

function change(overrides: Partial<TRecordStatusChange> = {}): TRecordStatusChange {
  return {
    task: {
      taskStatus: S.IN_PROGRESS,
      taskType: TASK_TYPE.INSTALLATION,
      craftRecordPersistence: 'keep',
    },
    status: S.COMPLETE,
    record: openRecord,
    persistenceChoice: null,
    nextTaskCreated: false,
    ...overrides,
  };
}
const task = (
  taskStatus: number,
  taskType: number,
  persistence: 'close' | 'prompt' | 'keep' | null,
) => ({
  taskStatus,
  taskType,
  craftRecordPersistence: persistence,
});

describe('recordEffectsOfStatusChange', () => {
  it.each<[string, TRecordStatusChange, { installs: boolean; closes: boolean; reopens: boolean }]>([
    [
      'completing an installation marks the record installed',
      change(),
      { installs: true, closes: false, reopens: false },
    ],
    [
      'an installed record is not marked again',
      change({ record: installedRecord }),
      { installs: false, closes: false, reopens: false },
    ],
    [
      'completing an inspection installs nothing',
      change({ task: task(S.IN_PROGRESS, TASK_TYPE.INSPECTION, 'keep') }),
      { installs: false, closes: false, reopens: false },
    ],
    [
      'an installation already complete (a completion time edit) installs nothing',
      change({ task: task(S.COMPLETE, TASK_TYPE.INSTALLATION, 'keep') }),
      { installs: false, closes: false, reopens: false },
    ],
    [
      'an unreadable record is neither installed nor reopened',
      change({
        record: null,
        status: S.IN_PROGRESS,
        task: task(S.SCHEDULED, TASK_TYPE.INSTALLATION, 'keep'),
      }),
      { installs: false, closes: false, reopens: false },
    ],
    [
      'persistence close closes the record on completion',
      change({ task: task(S.IN_PROGRESS, TASK_TYPE.INSPECTION, 'close') }),
      { installs: false, closes: true, reopens: false },
    ],
    [
      'persistence close, but a next task was created: stays open',
      change({ task: task(S.IN_PROGRESS, TASK_TYPE.INSPECTION, 'close'), nextTaskCreated: true }),
      { installs: false, closes: false, reopens: false },
    ],
    [
      'prompt answered Close closes',
      change({
        task: task(S.IN_PROGRESS, TASK_TYPE.INSPECTION, 'prompt'),
        persistenceChoice: 'close',
      }),
      { installs: false, closes: true, reopens: false },
    ],
    [
      'prompt answered Keep keeps',
      change({
        task: task(S.IN_PROGRESS, TASK_TYPE.INSPECTION, 'prompt'),
        persistenceChoice: 'keep',
      }),
      { installs: false, closes: false, reopens: false },
    ],
    [
      'prompt not answered keeps',
      change({ task: task(S.IN_PROGRESS, TASK_TYPE.INSPECTION, 'prompt') }),
      { installs: false, closes: false, reopens: false },
    ],
    [
      'no persistence keeps',
      change({ task: task(S.IN_PROGRESS, TASK_TYPE.INSPECTION, null) }),
      { installs: false, closes: false, reopens: false },
    ],
    [
      'an open status reopens a closed record',
      change({
        task: task(S.COMPLETE, TASK_TYPE.INSPECTION, 'close'),
        status: S.IN_PROGRESS,
        record: closedRecord,
      }),
      { installs: false, closes: false, reopens: true },
    ],
    [
      'an open status leaves an open record as it is',
      change({ task: task(S.SCHEDULED, TASK_TYPE.INSPECTION, 'close'), status: S.IN_PROGRESS }),
      { installs: false, closes: false, reopens: false },
    ],
    [
      'Canceled (a closed status) does not reopen',
      change({
        task: task(S.COMPLETE, TASK_TYPE.INSPECTION, 'close'),
        status: S.CANCELED,
        record: closedRecord,
      }),
      { installs: false, closes: false, reopens: false },
    ],
    [
      'completing on a closed record with persistence keep neither closes nor reopens',
      change({ task: task(S.IN_PROGRESS, TASK_TYPE.INSPECTION, 'keep'), record: closedRecord }),
      { installs: false, closes: false, reopens: false },
    ],
  ])('%s', (_case, input, expected) => {
    expect(recordEffectsOfStatusChange(input)).toEqual(expected);
  });
});

describe('isCompleting', () => {
  it.each<[number, number, boolean]>([
    [S.IN_PROGRESS, S.COMPLETE, true],
    [S.COMPLETE, S.COMPLETE, false],
    [S.IN_PROGRESS, S.ON_HOLD, false],
  ])('%i → %i: %s', (from, to, expected) => {
    expect(isCompleting(from, to)).toBe(expected);
  });
});

describe('keepsStatusOnReschedule: In Progress, On Hold and In Route stay', () => {
  it.each<[number, boolean]>([
    [S.IN_PROGRESS, true],
    [S.ON_HOLD, true],
    [S.IN_ROUTE, true],
    [S.SCHEDULED, false],
    [S.AWAITING, false],
    [S.AWAITING_SCHEDULE, false],
    [S.AWAITING_ESTIMATE, false],
    [S.AWAITING_PARTS, false],
    [S.COMPLETE, false],
  ])('%i: %s', (status, expected) => {
    expect(keepsStatusOnReschedule(status)).toBe(expected);
  });
});
