import { describe, expect, it } from 'vitest';
import {
  craftRecordRefPath,
  parseRefPath,
  taskRefPath,
  ZCraftRecordListInput,
  ZTaskListInput,
} from './queries.ts';

describe('list inputs', () => {
  it('defaults to the first page of 50, no search, no sort', () => {
    expect(ZCraftRecordListInput.parse({})).toMatchObject({
      status: 'open',
      page: 0,
      pageSize: 50,
      search: '',
      sort: null,
      craftType: null,
    });
  });

  it.each([25, 50, 100])('accepts page size %i', (pageSize) => {
    expect(ZTaskListInput.parse({ taskParam: 'All', pageSize }).pageSize).toBe(pageSize);
  });

  it.each([10, 200, 0])('refuses page size %i', (pageSize) => {
    expect(ZTaskListInput.safeParse({ taskParam: 'All', pageSize }).success).toBe(false);
  });

  it('refuses an unknown task list and an unknown sort field', () => {
    expect(ZTaskListInput.safeParse({ taskParam: 'Nope' }).success).toBe(false);
    expect(
      ZTaskListInput.safeParse({ taskParam: 'All', sort: { field: 'password', direction: 'asc' } })
        .success,
    ).toBe(false);
  });
});

describe('refPath', () => {
  it('round-trips record and task paths', () => {
    expect(parseRefPath(craftRecordRefPath('DEMO', 'r1'))).toEqual({
      siteKey: 'DEMO',
      collection: 'parentRecords',
      id: 'r1',
    });
    expect(parseRefPath(taskRefPath('DEMO', 't1'))).toEqual({
      siteKey: 'DEMO',
      collection: 'tasks',
      id: 't1',
    });
  });

  it.each(['', 'tasks/t1', 'siteKeys/DEMO/users/u1', 'siteKeys/DEMO/tasks/t1/extra'])(
    'refuses %j',
    (path) => {
      expect(parseRefPath(path)).toBeNull();
    },
  );
});
