import { describe, expect, it } from 'vitest';
import { TASK_STATUS } from '../catalogues/task-statuses.ts';
import { isStatusConflict, statusConflictMessage } from './conflicts.ts';

describe('statusConflictMessage', () => {
  it.each<[number, string]>([
    [TASK_STATUS.COMPLETE, 'This task was changed by someone else: it is now Complete.'],
    [TASK_STATUS.CANCELED, 'This task was changed by someone else: it is now Canceled.'],
    [TASK_STATUS.IN_PROGRESS, 'This task was changed by someone else: it is now In Progress.'],
    [TASK_STATUS.ON_HOLD, 'This task was changed by someone else: it is now On Hold.'],
    [
      TASK_STATUS.AWAITING_PAYMENT,
      'This task was changed by someone else: it is now Awaiting Payment.',
    ],
    [12345, 'This task was changed by someone else: it is now Unknown.'],
  ])('status %i', (status, message) => {
    expect(statusConflictMessage(status)).toBe(message);
  });
});

describe('isStatusConflict', () => {
  it.each<[number | undefined, number, boolean]>([
    [undefined, TASK_STATUS.COMPLETE, false],
    [TASK_STATUS.AWAITING, TASK_STATUS.AWAITING, false],
    [TASK_STATUS.AWAITING, TASK_STATUS.COMPLETE, true],
    [TASK_STATUS.IN_PROGRESS, TASK_STATUS.ON_HOLD, true],
  ])('expected %s, current %i', (expected, current, conflict) => {
    expect(isStatusConflict(expected, current)).toBe(conflict);
  });
});
