import { describe, expect, it } from 'vitest';
import {
  TASK_PARAMS,
  defaultCompletedRange,
  isTaskParam,
  startOfSiteDay,
  taskInList,
  taskListCriteria,
} from './task-list.ts';
import type { TTaskListContext, TTaskListTask, TTaskParam } from './task-list.ts';
import { presetRange } from '../kpis/presets.ts';
import { ZTaskParam } from './queries.ts';
import { siteDateKey } from '../time/site-time.ts';

const CHICAGO = 'America/Chicago';
const at = (iso: string) => new Date(iso);

// 10:00 CDT on Friday 15 March 2024; the site's day began at 05:00Z.
const NOW = at('2024-03-15T15:00:00.000Z');
const CTX: TTaskListContext = { now: NOW, timeZone: CHICAGO };

const ALL_STATUSES = [5, 6, 8, 10, 11, 20, 30, 35, 40, 50, 80, 90, 99];
const OPEN_STATUSES = ALL_STATUSES.filter((s) => s !== 90 && s !== 99);

function task(overrides: Partial<TTaskListTask> = {}): TTaskListTask {
  return {
    taskStatus: 30,
    taskType: 10,
    urgent: false,
    nextOpportunity: false,
    timestampScheduled: at('2024-03-16T15:00:00.000Z'), // tomorrow
    timestampTaskCompleted: at('2024-03-14T15:00:00.000Z'), // yesterday
    ...overrides,
  };
}

describe('task params', () => {
  it.each([
    ['All', true],
    ['Estimate Approval', true],
    ['Awaiting Review', true],
    ['Scheduled', true],
    ['In Progress', true],
    ['Urgent', true],
    ['Inspection', true],
    ['Backlog', true],
    ['Completed', true],
    ['in progress', false],
    ['In%20Progress', false],
    ['Deleted', false],
  ])('%j is a task param: %s', (value, expected) => {
    expect(isTaskParam(value)).toBe(expected);
    expect(ZTaskParam.safeParse(value).success).toBe(expected);
  });
});

// Which statuses each list shows for an ordinary task: not urgent, an Installation,
// scheduled tomorrow, not next opportunity, completed yesterday.
const ORDINARY_MEMBERS: Record<TTaskParam, number[]> = {
  All: OPEN_STATUSES,
  'Estimate Approval': [5, 8],
  'Awaiting Review': [6, 11],
  Scheduled: [20],
  'In Progress': [40, 50],
  Urgent: [],
  Inspection: [],
  Backlog: [],
  Completed: [90],
};

describe.each(TASK_PARAMS)('the %s list, for an ordinary task', (param) => {
  it.each(ALL_STATUSES.map((s) => [s, ORDINARY_MEMBERS[param].includes(s)] as const))(
    'with status %i shows it: %s',
    (taskStatus, shown) => {
      expect(taskInList(task({ taskStatus }), param, CTX)).toBe(shown);
    },
  );
});

describe('the Urgent list', () => {
  it.each(ALL_STATUSES.map((s) => [s, OPEN_STATUSES.includes(s)] as const))(
    'shows an urgent task with status %i: %s',
    (taskStatus, shown) => {
      expect(taskInList(task({ taskStatus, urgent: true }), 'Urgent', CTX)).toBe(shown);
    },
  );

  it('leaves urgency out of the other lists', () => {
    expect(taskInList(task({ taskStatus: 20, urgent: true }), 'Scheduled', CTX)).toBe(true);
    expect(taskInList(task({ taskStatus: 20, urgent: true }), 'All', CTX)).toBe(true);
  });
});

describe('the Inspection list', () => {
  it.each([
    [13, 30, true],
    [111, 20, true],
    [113, 40, true],
    [114, 5, true],
    [13, 90, false],
    [111, 99, false],
    [10, 30, false],
    [112, 30, false],
    [14, 30, false],
    [110, 30, false],
  ])('shows task type %i with status %i: %s', (taskType, taskStatus, shown) => {
    expect(taskInList(task({ taskType, taskStatus }), 'Inspection', CTX)).toBe(shown);
  });
});

describe('the Backlog list (America/Chicago)', () => {
  const cases: { case: string; now: Date; overrides: Partial<TTaskListTask>; shown: boolean }[] = [
    {
      case: 'scheduled one millisecond before the site midnight',
      now: NOW,
      overrides: { timestampScheduled: at('2024-03-15T04:59:59.999Z') },
      shown: true,
    },
    {
      case: 'scheduled exactly at the site midnight',
      now: NOW,
      overrides: { timestampScheduled: at('2024-03-15T05:00:00.000Z') },
      shown: false,
    },
    {
      case: 'scheduled 23:00 yesterday, already today in UTC',
      now: NOW,
      overrides: { timestampScheduled: at('2024-03-15T04:00:00.000Z') },
      shown: true,
    },
    {
      case: 'scheduled earlier today',
      now: NOW,
      overrides: { timestampScheduled: at('2024-03-15T13:00:00.000Z') },
      shown: false,
    },
    {
      case: 'scheduled later today',
      now: NOW,
      overrides: { timestampScheduled: at('2024-03-15T22:00:00.000Z') },
      shown: false,
    },
    {
      case: 'scheduled last week',
      now: NOW,
      overrides: { timestampScheduled: at('2024-03-08T15:00:00.000Z') },
      shown: true,
    },
    {
      case: 'just after midnight, scheduled a minute before it',
      now: at('2024-03-15T05:00:30.000Z'),
      overrides: { timestampScheduled: at('2024-03-15T04:59:00.000Z') },
      shown: true,
    },
    {
      case: 'just before midnight, scheduled at 01:00 the same day',
      now: at('2024-03-15T04:59:59.000Z'),
      overrides: { timestampScheduled: at('2024-03-14T06:00:00.000Z') },
      shown: false,
    },
    {
      case: 'just before midnight, scheduled at 23:59 the day before',
      now: at('2024-03-15T04:59:59.000Z'),
      overrides: { timestampScheduled: at('2024-03-14T04:59:00.000Z') },
      shown: true,
    },
    {
      case: 'on the spring-forward day, scheduled 23:30 the evening before (CST)',
      now: at('2024-03-10T18:00:00.000Z'),
      overrides: { timestampScheduled: at('2024-03-10T05:30:00.000Z') },
      shown: true,
    },
    {
      case: 'on the spring-forward day, scheduled 00:30 that day (CST)',
      now: at('2024-03-10T18:00:00.000Z'),
      overrides: { timestampScheduled: at('2024-03-10T06:30:00.000Z') },
      shown: false,
    },
    {
      case: 'next opportunity, never scheduled',
      now: NOW,
      overrides: { nextOpportunity: true, timestampScheduled: null },
      shown: true,
    },
    {
      case: 'next opportunity, scheduled tomorrow',
      now: NOW,
      overrides: { nextOpportunity: true },
      shown: true,
    },
    {
      case: 'not next opportunity, never scheduled',
      now: NOW,
      overrides: { timestampScheduled: null },
      shown: false,
    },
    {
      case: 'Scheduled status, scheduled last week',
      now: NOW,
      overrides: { taskStatus: 20, timestampScheduled: at('2024-03-08T15:00:00.000Z') },
      shown: false,
    },
    {
      case: 'In Progress, next opportunity',
      now: NOW,
      overrides: { taskStatus: 40, nextOpportunity: true },
      shown: false,
    },
    {
      case: 'Awaiting Schedule, next opportunity',
      now: NOW,
      overrides: { taskStatus: 10, nextOpportunity: true },
      shown: false,
    },
  ];

  it.each(cases.map((c) => [c.case, c.shown, c] as const))(
    'a task %s is in the Backlog: %s',
    (_case, shown, { now, overrides }) => {
      expect(taskInList(task(overrides), 'Backlog', { now, timeZone: CHICAGO })).toBe(shown);
    },
  );

  it('uses the site day, not the UTC day', () => {
    const t = task({ timestampScheduled: at('2024-03-15T03:00:00.000Z') }); // 22:00 CDT on the 14th
    expect(taskInList(t, 'Backlog', { now: NOW, timeZone: CHICAGO })).toBe(true);
    expect(taskInList(t, 'Backlog', { now: NOW, timeZone: 'UTC' })).toBe(false);
  });
});

describe('the Completed list', () => {
  // Default range in Chicago: the 30 site days 17 March to 15 April, midnight (05:00Z) to now.
  const now = at('2024-04-15T15:00:00.000Z');
  const ctx: TTaskListContext = { now, timeZone: CHICAGO };

  const cases: { case: string; overrides: Partial<TTaskListTask>; shown: boolean }[] = [
    {
      case: 'completed at midnight starting the 30th site day back',
      overrides: { timestampTaskCompleted: at('2024-03-17T05:00:00.000Z') },
      shown: true,
    },
    {
      case: 'completed a millisecond before that midnight (the 31st site day back)',
      overrides: { timestampTaskCompleted: at('2024-03-17T04:59:59.999Z') },
      shown: false,
    },
    { case: 'completed just now', overrides: { timestampTaskCompleted: now }, shown: true },
    {
      case: 'completed in the future',
      overrides: { timestampTaskCompleted: at('2024-04-15T15:00:00.001Z') },
      shown: false,
    },
    {
      case: 'completed last year',
      overrides: { timestampTaskCompleted: at('2023-04-15T15:00:00.000Z') },
      shown: false,
    },
    { case: 'with no completion time', overrides: { timestampTaskCompleted: null }, shown: false },
    { case: 'Canceled within the range', overrides: { taskStatus: 99 }, shown: false },
    { case: 'In Progress within the range', overrides: { taskStatus: 40 }, shown: false },
  ];

  it.each(cases.map((c) => [c.case, c.shown, c.overrides] as const))(
    'a task %s is in the default range: %s',
    (_case, shown, overrides) => {
      expect(taskInList(task({ taskStatus: 90, ...overrides }), 'Completed', ctx)).toBe(shown);
    },
  );

  const range = { from: at('2024-01-01T06:00:00.000Z'), to: at('2024-02-01T05:59:59.999Z') };
  it.each([
    ['at the start of the chosen range', '2024-01-01T06:00:00.000Z', true],
    ['at the end of the chosen range', '2024-02-01T05:59:59.999Z', true],
    ['just before the chosen range', '2024-01-01T05:59:59.999Z', false],
    ['just after the chosen range', '2024-02-01T06:00:00.000Z', false],
    ['yesterday, outside the chosen range', '2024-04-14T15:00:00.000Z', false],
  ])('a task completed %s is shown: $2', (_case, completed, shown) => {
    const t = task({ taskStatus: 90, timestampTaskCompleted: at(completed) });
    expect(taskInList(t, 'Completed', { ...ctx, completedRange: range })).toBe(shown);
  });

  it('defaults to the last 30 site days, today included, from midnight of the first to now', () => {
    expect(defaultCompletedRange(now, CHICAGO)).toEqual({
      from: at('2024-03-17T05:00:00.000Z'),
      to: now,
    });
    // Across the DST change: the first day began at midnight CST.
    expect(defaultCompletedRange(at('2024-03-20T15:00:00.000Z'), CHICAGO).from).toEqual(
      at('2024-02-20T06:00:00.000Z'),
    );
  });

  it.each(['2024-03-20T15:00:00.000Z', '2024-11-28T23:30:00.000Z', '2024-11-29T05:30:00.000Z'])(
    "covers the same site days as the KPIs' Last 30 Days at %s",
    (iso) => {
      const range = defaultCompletedRange(at(iso), CHICAGO);
      expect({
        from: siteDateKey(range.from, CHICAGO),
        to: siteDateKey(range.to, CHICAGO),
      }).toEqual(presetRange('last30Days', at(iso), CHICAGO));
    },
  );
});

describe('taskListCriteria', () => {
  it.each<[TTaskParam, object]>([
    ['All', { excludedStatuses: [90, 99] }],
    ['Estimate Approval', { statuses: [5, 8] }],
    ['Awaiting Review', { statuses: [6, 11] }],
    ['Scheduled', { statuses: [20] }],
    ['In Progress', { statuses: [40, 50] }],
    ['Urgent', { excludedStatuses: [90, 99], urgent: true }],
    ['Inspection', { excludedStatuses: [90, 99], taskTypes: [13, 111, 113, 114] }],
    ['Backlog', { statuses: [30], backlogBefore: at('2024-03-15T05:00:00.000Z') }],
    [
      'Completed',
      { statuses: [90], completedBetween: { from: at('2024-02-15T06:00:00.000Z'), to: NOW } },
    ],
  ])('gives the %s list query %j', (param, expected) => {
    expect(taskListCriteria(param, CTX)).toEqual(expected);
  });
});

describe('startOfSiteDay', () => {
  it('is midnight in the site time zone', () => {
    expect(startOfSiteDay(NOW, CHICAGO)).toEqual(at('2024-03-15T05:00:00.000Z'));
  });
});
