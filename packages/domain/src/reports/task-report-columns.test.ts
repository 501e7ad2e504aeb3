import { describe, expect, it } from 'vitest';
import { taskReportProjection } from './task-report-columns.ts';

describe('taskReportProjection', () => {
  it('titles the columns as the task list does and leaves the ids out', () => {
    const { headers, pick } = taskReportProjection([
      'id',
      'title',
      'description',
      'status',
      'craft type',
      'craft record id',
      'craft record',
      'checklist',
    ]);
    expect(headers).toEqual([
      'Title',
      'Status',
      'Craft',
      'Description',
      'Work Record',
      'Checklist',
    ]);
    expect(
      pick(['t-1', 'Deck', 'Boards', 'In Progress', 'Scaffolding', 'r-1', 'Unit 1', '']),
    ).toEqual(['Deck', 'In Progress', 'Scaffolding', 'Boards', 'Unit 1', '']);
  });

  it.each([
    [[], []],
    [['id', 'craft record id'], []],
    [
      ['completed', 'title'],
      ['Title', 'Completed'],
    ],
  ])('from the export headers %j reports %j', (exportHeaders, headers) => {
    expect(taskReportProjection(exportHeaders).headers).toEqual(headers);
  });
});
