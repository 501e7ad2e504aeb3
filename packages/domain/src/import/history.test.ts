import { describe, expect, it } from 'vitest';
import { TASK_STATUS } from '../catalogues/task-statuses.ts';
import { importFields } from './fields.ts';
import { proposeMapping } from './mapping.ts';
import { context } from './import.fixture.ts';
import { checkImport, problemText, type TImportContext } from './rows.ts';
import { importStatus } from './task-rows.ts';

// The fixture's site does not schedule in the past; "now" is 2026-03-10 in Chicago.
const headers = ['Asset ID', 'Type', 'Company', 'Due date', 'Status', 'Completed on'];
const mapping = proposeMapping(headers, importFields('tasks', context('tasks').customizations));

function check(cells: string[], over: Partial<TImportContext> = {}) {
  return checkImport('tasks', headers, [{ line: 4, cells }], mapping, context('tasks', over));
}

describe('status cells', () => {
  it.each<[string | undefined, ReturnType<typeof importStatus>]>([
    [undefined, 'open'],
    ['', 'open'],
    ['Open', 'open'],
    ['Completed', 'completed'],
    [' COMPLETE ', 'completed'],
    ['Closed', 'completed'],
    ['done', 'completed'],
    ['In Progress', null],
  ])('%j → %j', (text, status) => {
    expect(importStatus(text)).toBe(status);
  });
});

describe('historical work orders', () => {
  it('imports a completed one with its dates on a site that does not schedule in the past', () => {
    const result = check([
      'T-1',
      'Removal',
      'Acme Scaffold',
      '2025-11-03',
      'Completed',
      '2025-11-05',
    ]);
    expect(result.problems).toEqual([]);
    expect(result.rows[0]).toMatchObject({
      status: TASK_STATUS.COMPLETE,
      scheduledAt: new Date('2025-11-03T13:00:00.000Z'),
      completedAt: new Date('2025-11-05T13:00:00.000Z'),
    });
  });

  it('takes the due date as the day it was done when no completion date is given', () => {
    const result = check(['T-1', 'Removal', 'Acme Scaffold', '01/15/2024', 'Completed', '']);
    expect(result.rows[0]).toMatchObject({
      status: TASK_STATUS.COMPLETE,
      completedAt: new Date('2024-01-15T13:00:00.000Z'),
    });
  });

  it.each<[string[], Partial<TImportContext>, string]>([
    [
      ['T-1', 'Removal', 'Acme Scaffold', '', 'Completed', ''],
      {},
      'Line 4: A completed task needs its Completed date or Scheduled date.',
    ],
    [
      ['T-1', 'Removal', 'Acme Scaffold', '', 'Completed', '2026-04-01'],
      {},
      'Line 4: Completed date "2026-04-01" is in the future.',
    ],
    [
      ['T-1', 'Removal', 'Acme Scaffold', '2025-01-01', '', '2025-01-02'],
      {},
      'Line 4: Completed date is given but Status is not Completed.',
    ],
    [
      ['T-1', 'Removal', 'Acme Scaffold', '', 'In Progress', ''],
      {},
      'Line 4: Status "In Progress" is not one an import sets: write Completed for work already done, or leave it blank.',
    ],
    [
      ['T-1', 'Removal', 'Acme Scaffold', '2025-01-01', 'Open', ''],
      {},
      'Line 4: Scheduled date "2025-01-01" is in the past; this site does not schedule tasks in the past.',
    ],
    [
      ['T-1', 'Removal', 'Acme Scaffold', '2025-01-01', 'Completed', ''],
      { validTaskStatusCodes: [10, 20, 30, 40] },
      'Line 4: This site has no Complete status.',
    ],
  ])('%j on %j → %s', (cells, over, text) => {
    const result = check(cells, over);
    expect(result.problems.map(problemText)).toEqual([text]);
    expect(result.rows).toEqual([]);
  });
});
