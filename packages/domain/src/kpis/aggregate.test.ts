import { describe, expect, it } from 'vitest';
import {
  isSnapshotKpi,
  kpiParts,
  kpiValue,
  periodCounters,
  periodTasks,
  KPI_MEASURES,
  type TKpiDay,
  type TRecordKpiKey,
} from './aggregate.ts';
import { emptyCounters, KPI_KEYS, type TKpiCounters } from './keys.ts';

function day(d: string, counters: Partial<TKpiCounters>, tasks: TKpiDay['tasks'] = {}): TKpiDay {
  return { day: d, counters: { ...emptyCounters(), ...counters }, tasks };
}

describe('KPI value over days', () => {
  const cases: [string, TRecordKpiKey, TKpiDay[], number | null][] = [
    ['no days: null', 'kpiTasksCompleted', [], null],
    [
      'a total sums',
      'kpiTasksCompleted',
      [day('2026-01-01', { tasksCompleted: 2 }), day('2026-01-02', { tasksCompleted: 3 })],
      5,
    ],
    ['a total of zero is 0, not null', 'kpiUrgent', [day('2026-01-01', { tasksCompleted: 1 })], 0],
    ['new tasks', 'kpiNewTasksCreated', [day('2026-01-01', { newTasksCreated: 4 })], 4],
    [
      'same day',
      'kpiSameDay',
      [day('2026-01-01', { sameDayCreated: 1 }), day('2026-01-03', { sameDayCreated: 2 })],
      3,
    ],
    [
      'hours sum (decimals)',
      'kpiLaborHours',
      [day('2026-01-01', { laborHours: 1.5 }), day('2026-01-02', { laborHours: 2.25 })],
      3.75,
    ],
    ['leg feet', 'kpiLegFeet', [day('2026-01-01', { legFeet: 10 })], 10],
    ['painted', 'kpiSquareFeetPainted', [day('2026-01-01', { squareFeetPainted: 7 })], 7],
    [
      'sandblasted',
      'kpiSquareFeetSandblasted',
      [day('2026-01-01', { squareFeetSandblasted: 8 })],
      8,
    ],
    ['barrier hours', 'kpiBarrierHours', [day('2026-01-01', { barrierHours: 2 })], 2],
    [
      'next opportunity',
      'kpiNextOpportunityCompleted',
      [day('2026-01-01', { nextOpportunityCompleted: 1 })],
      1,
    ],
    [
      'schedule classes: all classes',
      'kpiScheduleClasses',
      [day('2026-01-01', { classEmergency: 1, classOnSchedule: 2, classUnclassified: 1 })],
      4,
    ],
    // Percentage weighted: (1 + 9) / (2 + 10) = 83.33…, not the mean of 50% and 90% (70).
    [
      'percentage weighted by eligible',
      'kpiPercentSchedule',
      [
        day('2026-01-01', { scheduleEligible: 2, scheduleOnTime: 1 }),
        day('2026-01-02', { scheduleEligible: 10, scheduleOnTime: 9 }),
      ],
      (10 / 12) * 100,
    ],
    [
      'percentage with nothing eligible: null',
      'kpiPercentSchedule',
      [day('2026-01-01', { tasksCompleted: 3 })],
      null,
    ],
    [
      'inspection compliance',
      'kpiInspectionCompliance',
      [day('2026-01-01', { inspectionsDue: 4, inspectionsOnTime: 3 })],
      75,
    ],
    [
      'inspection compliance, none due: null',
      'kpiInspectionCompliance',
      [day('2026-01-01', { inspectionsOnTime: 0 })],
      null,
    ],
    // Average weighted: (2 + 30) / (1 + 3) = 8, not the mean of 2 and 10 (6).
    [
      'average weighted by count',
      'kpiAverageScheduleDays',
      [
        day('2026-01-01', { scheduleDaysSum: 2, scheduleDaysCount: 1 }),
        day('2026-01-02', { scheduleDaysSum: 30, scheduleDaysCount: 3 }),
      ],
      8,
    ],
    [
      'urgent response hours',
      'kpiAverageUrgentResponseHours',
      [day('2026-01-01', { urgentResponseHoursSum: 6, urgentResponseCount: 4 })],
      1.5,
    ],
    [
      'average with no count: null',
      'kpiAverageUrgentResponseHours',
      [day('2026-01-01', { tasksCompleted: 1 })],
      null,
    ],
    [
      'backlog: the last day, not the sum',
      'kpiBacklog',
      [
        day('2026-01-01', { backlog: 5 }),
        day('2026-01-03', { backlog: 2 }),
        day('2026-01-02', { backlog: 9 }),
      ],
      2,
    ],
    [
      'standing: the last day',
      'kpiStandingScaffolds',
      [day('2026-01-01', { standingScaffolds: 4 }), day('2026-01-02', { standingScaffolds: 3 })],
      3,
    ],
    [
      'days standing: the last day, sum ÷ scaffolds',
      'kpiDaysStanding',
      [
        day('2026-01-01', { standingScaffolds: 1, daysStandingSum: 100 }),
        day('2026-01-02', { standingScaffolds: 2, daysStandingSum: 10 }),
      ],
      5,
    ],
    [
      'days standing: rounded to whole days, as the dashboard rounds them (576 ÷ 5 = 115.2)',
      'kpiDaysStanding',
      [day('2026-01-02', { standingScaffolds: 5, daysStandingSum: 576 })],
      115,
    ],
    [
      'days standing with none standing: null',
      'kpiDaysStanding',
      [day('2026-01-02', { tasksCompleted: 1 })],
      null,
    ],
  ];
  it.each(cases)('%s', (_name, key, days, expected) => {
    const value = kpiValue(key, days);
    if (expected === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(expected, 10);
  });
});

describe('period counters', () => {
  it('sums flows over the days and takes snapshots from the last day', () => {
    const c = periodCounters([
      day('2026-01-02', {
        tasksCompleted: 1,
        backlog: 7,
        standingScaffolds: 2,
        daysStandingSum: 20,
      }),
      day('2026-01-01', {
        tasksCompleted: 2,
        backlog: 1,
        standingScaffolds: 9,
        daysStandingSum: 90,
      }),
    ]);
    expect([c.tasksCompleted, c.backlog, c.standingScaffolds, c.daysStandingSum]).toEqual([
      3, 7, 2, 20,
    ]);
  });

  it('gives the parts of a ratio', () => {
    expect(
      kpiParts('kpiPercentSchedule', {
        ...emptyCounters(),
        scheduleEligible: 4,
        scheduleOnTime: 1,
      }),
    ).toEqual({
      numerator: 1,
      denominator: 4,
      value: 25,
    });
    expect(kpiParts('kpiLegFeet', { ...emptyCounters(), legFeet: 3 })).toEqual({
      numerator: 3,
      denominator: null,
      value: 3,
    });
  });
});

describe('tasks behind a period', () => {
  const days = [
    day('2026-01-01', {}, { kpiBacklog: 4, kpiTasksCompleted: 2, emergency: 1 }),
    day('2026-01-02', {}, { kpiBacklog: 3, kpiTasksCompleted: 5, emergency: 2 }),
  ];
  it.each([
    ['a flow KPI sums its days', 'kpiTasksCompleted', undefined, 7],
    ['a snapshot KPI takes the last day', 'kpiBacklog', undefined, 3],
    ['a schedule class sums', 'kpiScheduleClasses', 'emergency', 3],
  ] as const)('%s', (_n, key, part, expected) => {
    expect(periodTasks(days, key, part)).toBe(expected);
  });
  it('no days: none', () => expect(periodTasks([], 'kpiBacklog')).toBe(0));
});

describe('snapshot KPIs', () => {
  it.each(KPI_KEYS.filter((k): k is TRecordKpiKey => k in KPI_MEASURES))('%s', (key) => {
    const snapshots = ['kpiBacklog', 'kpiStandingScaffolds', 'kpiDaysStanding'];
    expect(isSnapshotKpi(key)).toBe(snapshots.includes(key));
  });
});
