import { describe, expect, it } from 'vitest';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { toServerSort } from '../../../components/list/column-model';
import {
  CRAFT_RECORD_SORT_FIELDS,
  craftRecordColumns,
  craftRecordDefaultVisibility,
} from '../columns/craft-record-columns';
import { TASK_SORT_FIELDS, taskColumns, taskDefaultVisibility } from '../columns/task-columns';
import {
  canClearFilters,
  clearListState,
  listStorageKey,
  readListState,
  writeListState,
  type TListState,
} from '../../../components/list/use-list-state';
import {
  completedRangeInput,
  defaultCompletedFilters,
  NO_CRAFT_RECORD_FILTERS,
  ZCraftRecordFilters,
  type TCraftRecordFilters,
} from '../utils/filters';
import { craftListTitle, taskListTitle } from '../utils/titles';

const visible = (model: GridColumnVisibilityModel) =>
  Object.entries(model)
    .filter(([, isVisible]) => isVisible)
    .map(([field]) => field);

const NO_DETAIL_COLUMNS = { jobID: false, purchaseOrder: false };

describe('craft record columns', () => {
  it('shows photo, title, description, tag number, work order, location and open tasks by default', () => {
    const columns = craftRecordColumns({ timeZone: 'UTC', detailColumns: NO_DETAIL_COLUMNS });
    expect(columns.map((c) => c.headerName)).toEqual([
      'Photo',
      'Title',
      'Description',
      'Tag Number',
      'Work Order',
      'Location',
      'Open Tasks',
      'Installed',
      '# Days Standing',
      'Created By',
      'Created',
      'Asset',
    ]);
    expect(visible(craftRecordDefaultVisibility(columns))).toEqual([
      'photo',
      'title',
      'description',
      'tagNumber',
      'workOrder',
      'location',
      'numOpenTasks',
    ]);
  });

  it('offers Job ID and PO & Release # only when the site defines them', () => {
    const withJob = craftRecordColumns({
      timeZone: 'UTC',
      detailColumns: { jobID: true, purchaseOrder: false },
    });
    expect(withJob.map((c) => c.headerName)).toContain('Job ID');
    expect(withJob.map((c) => c.headerName)).not.toContain('PO & Release #');
    const withBoth = craftRecordColumns({
      timeZone: 'UTC',
      detailColumns: { jobID: true, purchaseOrder: true },
    });
    expect(withBoth.map((c) => c.headerName)).toContain('PO & Release #');
    expect(visible(craftRecordDefaultVisibility(withBoth))).not.toContain('jobID');
  });

  it('adds Deleted on and Deleted by, visible, to the deleted list', () => {
    const columns = craftRecordColumns({
      timeZone: 'UTC',
      detailColumns: NO_DETAIL_COLUMNS,
      deleted: true,
    });
    expect(visible(craftRecordDefaultVisibility(columns, true))).toEqual(
      expect.arrayContaining(['deletedAt', 'deletedBy']),
    );
  });

  it('sorts on the server by the column’s field; Photo is not sortable', () => {
    const columns = craftRecordColumns({ timeZone: 'UTC', detailColumns: NO_DETAIL_COLUMNS });
    expect(columns.find((c) => c.field === 'photo')?.sortable).toBe(false);
    expect(toServerSort([{ field: 'created', sort: 'asc' }], CRAFT_RECORD_SORT_FIELDS)).toEqual({
      field: 'timestampRecordCreated',
      direction: 'asc',
    });
    expect(toServerSort([], CRAFT_RECORD_SORT_FIELDS)).toBeNull();
  });
});

describe('task columns', () => {
  it('shows craft icon, title, status, task type, scheduled and location by default', () => {
    const columns = taskColumns({ timeZone: 'UTC' });
    expect(visible(taskDefaultVisibility(columns))).toEqual([
      'craftType',
      'title',
      'taskStatus',
      'taskType',
      'scheduled',
      'location',
    ]);
    expect(columns.map((c) => c.headerName)).toEqual(
      expect.arrayContaining([
        'Description',
        'Assigned Company',
        'Urgent',
        'Work Order',
        'Created',
        'Completed',
        'Created By',
      ]),
    );
    expect(toServerSort([{ field: 'scheduled', sort: 'desc' }], TASK_SORT_FIELDS)).toEqual({
      field: 'timestampScheduled',
      direction: 'desc',
    });
  });
});

describe('list storage', () => {
  const key = listStorageKey('/craft-list/10');
  const defaults: TListState<TCraftRecordFilters> = {
    columns: { photo: true, installed: false },
    sort: [{ field: 'created', sort: 'desc' }],
    filters: NO_CRAFT_RECORD_FILTERS,
    search: '',
  };

  it('keeps columns, sort, filters and search per list route until cleared', () => {
    expect(readListState(key, defaults, ZCraftRecordFilters)).toBeNull();
    const changed: TListState<TCraftRecordFilters> = {
      columns: { photo: false, installed: true },
      sort: [{ field: 'title', sort: 'asc' }],
      filters: { locationIds: ['loc-1'], installed: true },
      search: 'pump deck',
    };
    writeListState(key, changed);
    expect(readListState(key, defaults, ZCraftRecordFilters)).toEqual(changed);
    expect(readListState(listStorageKey('/craft-list/15'), defaults, ZCraftRecordFilters)).toBe(
      null,
    );
    clearListState(key);
    expect(readListState(key, defaults, ZCraftRecordFilters)).toBeNull();
  });

  it('falls back to the defaults for what is stored in a shape it no longer reads', () => {
    localStorage.setItem(key, JSON.stringify({ filters: { installed: 'maybe' }, search: 'x' }));
    expect(readListState(key, defaults, ZCraftRecordFilters)).toEqual({ ...defaults, search: 'x' });
    localStorage.setItem(key, '{not json');
    expect(readListState(key, defaults, ZCraftRecordFilters)).toBeNull();
  });

  it('offers Clear filters only when something is stored or searched', () => {
    expect(canClearFilters(false, '')).toBe(false);
    expect(canClearFilters(true, '')).toBe(true);
    expect(canClearFilters(false, 'pump')).toBe(true);
  });
});

describe('headings', () => {
  it('names craft lists by type, closed or all, and task lists by their param', () => {
    expect(craftListTitle(30)).toBe('Painting Records');
    expect(craftListTitle('closed')).toBe('Closed Records');
    expect(craftListTitle('all')).toBe('All Open Records');
    expect(taskListTitle('In Progress')).toBe('In Progress Tasks');
    expect(taskListTitle('Completed')).toBe('Completed Tasks');
  });

  it('names the global work type when one is chosen, as the header dropdown says it', () => {
    expect(taskListTitle('All', 100)).toBe('All Cleaning Tasks');
    expect(taskListTitle('In Progress', null)).toBe('In Progress Tasks');
    expect(craftListTitle('closed', 30)).toBe('Closed Painting Records');
    expect(craftListTitle(10, 100)).toBe('Scaffolding Records');
  });
});

describe('completed date range', () => {
  it('starts on the last 30 days and covers whole site days', () => {
    const now = new Date('2025-03-31T15:00:00Z');
    const filters = defaultCompletedFilters(now, 'America/Chicago');
    // Today and the 29 days before, as the KPI preset counts them (issue 32 #17).
    expect(filters).toEqual({ completedFrom: '2025-03-02', completedTo: '2025-03-31' });
    expect(completedRangeInput(filters, 'America/Chicago')).toEqual({
      completedFrom: '2025-03-02T06:00:00.000Z',
      completedTo: '2025-04-01T04:59:59.999Z',
    });
  });
});
