import { describe, expect, it } from 'vitest';
import {
  CLOSED_TASK_STATUSES,
  TASK_STATUS,
  TASK_STATUSES,
  isOpenStatus,
  isTaskStatus,
  taskStatusName,
} from './task-statuses.ts';

const SPEC: [number, string, boolean][] = [
  [5, 'Awaiting Estimate', true],
  [6, 'Awaiting Review', true],
  [8, 'Awaiting Approval', true],
  [10, 'Awaiting Schedule', true],
  [11, 'Awaiting Parts', true],
  [20, 'Scheduled', true],
  [30, 'Awaiting', true],
  [35, 'In Route', true],
  [40, 'In Progress', true],
  [50, 'On Hold', true],
  [80, 'Awaiting Payment', true],
  [90, 'Complete', false],
  [99, 'Canceled', false],
];

describe('task statuses', () => {
  it('lists exactly the spec catalogue', () => {
    expect(TASK_STATUSES.map((s) => [s.code, s.name])).toEqual(SPEC.map(([c, n]) => [c, n]));
  });

  it.each(SPEC)('names status %i %s (open: %s)', (code, name, open) => {
    expect(taskStatusName(code)).toBe(name);
    expect(isTaskStatus(code)).toBe(true);
    expect(isOpenStatus(code)).toBe(open);
  });

  it('names an unknown status Unknown', () => {
    expect(taskStatusName(7)).toBe('Unknown');
    expect(isTaskStatus(7)).toBe(false);
  });

  it('treats only Complete and Canceled as closed', () => {
    expect(CLOSED_TASK_STATUSES).toEqual([90, 99]);
  });

  it.each([
    ['SCHEDULED', 20],
    ['AWAITING', 30],
    ['AWAITING_ESTIMATE', 5],
    ['AWAITING_APPROVAL', 8],
    ['AWAITING_REVIEW', 6],
    ['AWAITING_PARTS', 11],
    ['IN_ROUTE', 35],
    ['IN_PROGRESS', 40],
    ['ON_HOLD', 50],
    ['AWAITING_SCHEDULE', 10],
    ['AWAITING_PAYMENT', 80],
    ['COMPLETE', 90],
    ['CANCELED', 99],
  ] as const)('has the named constant %s = %i', (key, code) => {
    expect(TASK_STATUS[key]).toBe(code);
  });
});
