import { describe, expect, it } from 'vitest';
import { isOpenStatus, isTaskStatus, taskStatusName } from './task-statuses.ts';

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
  it('knows exactly the spec catalogue, nothing more', () => {
    const codes = Array.from({ length: 1000 }, (_, code) => code);
    expect(codes.filter(isTaskStatus)).toEqual(SPEC.map(([code]) => code));
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
});
