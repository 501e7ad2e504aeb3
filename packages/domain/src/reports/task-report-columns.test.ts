import { describe, expect, it } from 'vitest';
import {
  shownTaskColumns,
  TASK_REPORT_DEFAULT_COLUMNS,
  taskReportProjection,
} from './task-report-columns.ts';

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

describe('shownTaskColumns', () => {
  it.each([
    { chosen: [], shown: [...TASK_REPORT_DEFAULT_COLUMNS] },
    // The task list's order, whatever order they were chosen in; unknown titles left out.
    { chosen: ['Completed', 'Title', 'Nope'], shown: ['Title', 'Completed'] },
    { chosen: ['Description'], shown: ['Description'] },
  ])('$chosen → $shown', ({ chosen, shown }) => {
    expect(shownTaskColumns(chosen)).toEqual(shown);
  });

  it('holds at most eight columns by default', () => {
    expect(TASK_REPORT_DEFAULT_COLUMNS.length).toBeLessThanOrEqual(8);
  });

  it('projects only the shown columns', () => {
    const { headers, pick } = taskReportProjection(
      ['id', 'title', 'status', 'location'],
      ['Location', 'Title'],
    );
    expect(headers).toEqual(['Title', 'Location']);
    expect(pick(['t-1', 'Deck', 'Open', 'Unit 1'])).toEqual(['Deck', 'Unit 1']);
  });
});
