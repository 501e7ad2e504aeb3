import { describe, expect, it } from 'vitest';
import { workTypeChangeTarget } from '../hooks/work-type-change';

describe('workTypeChangeTarget', () => {
  it.each([
    ['/task-list/All', 10, null],
    ['/customers-task-list/Urgent', 'all', null],
    ['/craft-list/all', 10, '/craft-list/10'],
    ['/craft-list/10', 'all', '/craft-list/all'],
    ['/customers-work-record-list/closed', 20, '/customers-work-record-list/20'],
    ['/craft-record/abc/def', 10, '/home'],
    ['/work-record-and-tasks/abc', 'all', '/home'],
    ['/home', 10, null],
  ] as const)('on %s choosing %s goes to %s', (pathname, workType, expected) => {
    expect(workTypeChangeTarget(pathname, workType)).toBe(expected);
  });
});
