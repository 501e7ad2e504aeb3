import { describe, expect, it } from 'vitest';
import {
  analyticsCsvHeaders,
  analyticsCsvLine,
  analyticsFileName,
  canUseChart,
  chartAxisMax,
  craftRecordChartBars,
  offersPercentage,
  percentOf,
  taskChartBars,
  ZAnalyticsFilters,
  type TAnalyticsChartType,
  type TAnalyticsTask,
} from './analytics.ts';

const TZ = 'America/Chicago';

describe('chart types', () => {
  it.each<[TAnalyticsChartType, string, boolean, boolean]>([
    ['task-created-by-user', 'Tasks Created by User', true, false],
    ['tasks-created-by-on-behalf-of', 'Tasks Created by On-Behalf-Of User', true, false],
    ['tasks-created-by-location', 'Tasks Created by Location', false, false],
    ['urgent-tasks-created-by-user', 'Urgent Tasks Created by User', true, true],
    [
      'urgent-tasks-created-by-user-on-behalf-of',
      'Urgent Tasks Created by User On Behalf Of',
      true,
      true,
    ],
    ['urgent-tasks-created-by-location', 'Urgent Tasks Created by Location', false, true],
    ['same-day-tasks-created-by-user', 'Same-Day Tasks Created by User', true, true],
    [
      'same-day-tasks-created-by-on-behalf-of',
      'Same-Day Tasks Created by On-Behalf-Of User',
      true,
      true,
    ],
    ['same-day-tasks-created-by-location', 'Same-Day Tasks Created by Location', false, true],
    [
      'craft-records-created-without-work-order-by-user',
      'Craft Records Created Without Work Order by User',
      true,
      true,
    ],
  ])('%s is offered, "%s", restricted %s, percentage %s', (type, title, restricted, percentage) => {
    expect(
      ZAnalyticsFilters.parse({ from: '2026-02-01', to: '2026-02-28', chartType: type }),
    ).toMatchObject({ chartType: type });
    expect(analyticsCsvHeaders(type)[1]).toBe(title);
    expect(offersPercentage(type)).toBe(percentage);
    expect(canUseChart(type, true)).toBe(true);
    expect(canUseChart(type, false)).toBe(!restricted);
  });
});

describe('chartAxisMax', () => {
  it.each<[string, number[], boolean, number]>([
    ['1.1 times the largest value', [3, 10, 7], false, 11],
    ['a fraction of the largest', [5], false, 5.5],
    ['no bars', [], false, 1],
    ['only zeros', [0, 0], false, 1],
    ['a percentage chart is 0 to 100', [12.5, 40], true, 100],
    ['a percentage chart without bars', [], true, 100],
  ])('%s', (_name, values, asPercentage, expected) => {
    expect(chartAxisMax(values, asPercentage)).toBe(expected);
  });
});

describe('percentOf', () => {
  it.each([
    [1, 3, 33.3],
    [2, 3, 66.7],
    [4, 4, 100],
    [0, 5, 0],
    [0, 0, 0],
  ])('%i of %i is %f', (count, total, expected) => {
    expect(percentOf(count, total)).toBe(expected);
  });
});

const user = (id: string | null, name: string | null = id ? `User ${id}` : null) => ({ id, name });
const task = (over: Partial<TAnalyticsTask> = {}): TAnalyticsTask => ({
  createdBy: user('a'),
  onBehalfOf: user(null),
  location: { id: 'l1', name: 'Area 1' },
  urgent: false,
  timestampAwaitingStart: null,
  timestampScheduled: null,
  ...over,
});
// Chicago is UTC-6 in January: 15:00Z is 09:00 there.
const sameDay = {
  timestampAwaitingStart: new Date('2026-01-15T15:00:00Z'),
  timestampScheduled: new Date('2026-01-15T20:00:00Z'),
};

describe('taskChartBars', () => {
  const tasks = [
    task({ urgent: true }),
    task({ ...sameDay }),
    task({ createdBy: user('b'), onBehalfOf: user('a'), urgent: true }),
    task({ createdBy: user('b'), location: { id: null, name: null } }),
    task({ createdBy: user('gone', null), location: { id: 'l2', name: null } }),
    task({ createdBy: user('b'), onBehalfOf: user('c'), ...sameDay, urgent: true }),
  ];
  const bars = (type: TAnalyticsChartType) =>
    taskChartBars(type, tasks, TZ).map((b) => [b.label, b.value, b.total]);

  it.each<[TAnalyticsChartType, (string | number)[][]]>([
    [
      'task-created-by-user',
      [
        ['User b', 3, 3],
        ['User a', 2, 2],
        ['[Unavailable]', 1, 1],
      ],
    ],
    [
      'tasks-created-by-location',
      [
        ['Area 1', 4, 4],
        ['[No location]', 1, 1],
        ['[Unavailable]', 1, 1],
      ],
    ],
    [
      'tasks-created-by-on-behalf-of',
      [
        ['User a', 1, 1],
        ['User c', 1, 1],
      ],
    ],
    [
      'urgent-tasks-created-by-user',
      [
        ['User b', 2, 3],
        ['User a', 1, 2],
      ],
    ],
    [
      'urgent-tasks-created-by-user-on-behalf-of',
      [
        ['User a', 1, 1],
        ['User c', 1, 1],
      ],
    ],
    ['urgent-tasks-created-by-location', [['Area 1', 3, 4]]],
    // The urgent same-day-scheduled task is not same-day (the spec's rule).
    ['same-day-tasks-created-by-user', [['User a', 1, 2]]],
    ['same-day-tasks-created-by-on-behalf-of', []],
    ['same-day-tasks-created-by-location', [['Area 1', 1, 4]]],
  ])('%s', (type, expected) => {
    expect(bars(type)).toEqual(expected);
  });

  it('has no bars without tasks', () => {
    expect(taskChartBars('tasks-created-by-location', [], TZ)).toEqual([]);
  });
});

describe('craftRecordChartBars', () => {
  it('counts per creator the records without a work order, of all they created', () => {
    const bars = craftRecordChartBars([
      { createdBy: user('a'), workOrder: null },
      { createdBy: user('a'), workOrder: '  ' },
      { createdBy: user('a'), workOrder: 'WO-1' },
      { createdBy: user('b'), workOrder: 'WO-2' },
      { createdBy: user(null), workOrder: '' },
    ]);
    expect(bars.map((b) => [b.label, b.value, b.total])).toEqual([
      ['User a', 2, 3],
      ['[Unavailable]', 1, 1],
    ]);
  });
});

describe('exports', () => {
  it.each<[TAnalyticsChartType, 'csv' | 'png', string]>([
    ['tasks-created-by-location', 'csv', 'Analytics - Tasks Created by Location - 03-01-2026.csv'],
    [
      'same-day-tasks-created-by-user',
      'png',
      'Analytics - Same-Day Tasks Created by User - 03-01-2026.png',
    ],
  ])('names %s %s', (type, ext, name) => {
    expect(analyticsFileName(type, '03-01-2026', ext)).toBe(name);
  });

  it('writes the group and count, and for a share chart its base and share', () => {
    const bar = { key: 'l1', label: 'Area 1', value: 1, total: 4 };
    expect(analyticsCsvHeaders('tasks-created-by-location')).toEqual([
      'Location',
      'Tasks Created by Location',
    ]);
    expect(analyticsCsvLine('tasks-created-by-location', bar)).toEqual(['Area 1', 1]);
    expect(analyticsCsvHeaders('urgent-tasks-created-by-user-on-behalf-of')).toEqual([
      'On-Behalf-Of User',
      'Urgent Tasks Created by User On Behalf Of',
      'Tasks Created',
      'Percentage',
    ]);
    expect(analyticsCsvLine('urgent-tasks-created-by-location', bar)).toEqual(['Area 1', 1, 4, 25]);
    expect(analyticsCsvHeaders('craft-records-created-without-work-order-by-user')[2]).toBe(
      'Craft Records Created',
    );
  });
});

describe('ZAnalyticsFilters', () => {
  const base = { from: '2026-02-01', to: '2026-02-28' };
  it('defaults to Tasks Created by Location and All of each list', () => {
    expect(ZAnalyticsFilters.parse(base)).toEqual({
      ...base,
      chartType: 'tasks-created-by-location',
      craftTypes: [],
      taskTypes: [],
      departments: [],
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown chart', { chartType: 'tasks-by-weather' }],
    ['a reversed range', { from: '2026-03-01', to: '2026-02-01' }],
    ['a range over 731 days', { from: '2020-01-01', to: '2026-01-01' }],
    ['a date that is not a day', { from: '2026-02-30' }],
    ['a year before 1900', { from: '0000-01-01', to: '0000-01-31' }],
    ['a year after 2200', { from: '9999-01-01', to: '9999-01-31' }],
    ['a long department', { departments: ['x'.repeat(201)] }],
    ['too many craft types', { craftTypes: Array.from({ length: 101 }, (_, i) => i) }],
    ['a craft type off the catalogue bounds', { craftTypes: [10_001] }],
  ])('refuses %s', (_name, over) => {
    expect(ZAnalyticsFilters.safeParse({ ...base, ...over }).success).toBe(false);
  });
});
