import { describe, expect, it } from 'vitest';
import type { TKpiDay } from './aggregate.ts';
import { emptyCounters, type TKpiCounters, type TKpiTimescale } from './keys.ts';
import {
  addDays,
  barrierPie,
  bucketLabel,
  bucketStart,
  bucketsOf,
  kpiSeries,
  previousPeriod,
  scheduleClassPie,
} from './series.ts';

function day(d: string, counters: Partial<TKpiCounters>, tasks: TKpiDay['tasks'] = {}): TKpiDay {
  return { day: d, counters: { ...emptyCounters(), ...counters }, tasks };
}

describe('bucket of a day', () => {
  it.each([
    ['2026-03-18', 'daily', '2026-03-18'],
    // 2026-03-18 is a Wednesday; weeks start on Monday.
    ['2026-03-18', 'weekly', '2026-03-16'],
    ['2026-03-16', 'weekly', '2026-03-16'],
    ['2026-03-22', 'weekly', '2026-03-16'],
    ['2026-03-23', 'weekly', '2026-03-23'],
    // A week crossing the year.
    ['2026-01-01', 'weekly', '2025-12-29'],
    ['2026-03-18', 'monthly', '2026-03-01'],
    ['2026-02-28', 'monthly', '2026-02-01'],
    ['2026-01-01', 'quarterly', '2026-01-01'],
    ['2026-03-31', 'quarterly', '2026-01-01'],
    ['2026-04-01', 'quarterly', '2026-04-01'],
    ['2026-08-15', 'quarterly', '2026-07-01'],
    ['2026-12-31', 'quarterly', '2026-10-01'],
  ] as const)('%s %s → %s', (d, timescale, expected) => {
    expect(bucketStart(d, timescale)).toBe(expected);
  });

  it.each([
    ['2026-03-16', 'daily', '03/16/2026'],
    ['2026-03-16', 'weekly', '03/16/2026'],
    ['2026-03-01', 'monthly', 'Mar 2026'],
    ['2026-10-01', 'quarterly', 'Oct 2026'],
  ] as const)('label of %s %s', (start, timescale, expected) => {
    expect(bucketLabel(start, timescale)).toBe(expected);
  });
});

describe('buckets of a range', () => {
  it.each([
    ['daily, 3 days', '2026-03-01', '2026-03-03', 'daily', 3],
    ['weekly, Wed to next Tue', '2026-03-18', '2026-03-24', 'weekly', 2],
    ['monthly across a leap February', '2024-01-15', '2024-03-01', 'monthly', 3],
    ['quarterly, a year', '2026-01-01', '2026-12-31', 'quarterly', 4],
    ['quarterly, one day', '2026-05-05', '2026-05-05', 'quarterly', 1],
  ] as const)('%s', (_n, from, to, timescale, count) => {
    const buckets = bucketsOf(from, to, timescale as TKpiTimescale);
    expect(buckets).toHaveLength(count);
    expect(buckets[0]?.from).toBe(from);
    expect(buckets.at(-1)?.to).toBe(to);
    for (let i = 1; i < buckets.length; i++) {
      expect(buckets[i]?.from).toBe(addDays(buckets[i - 1]?.to ?? '', 1));
    }
  });

  it('clips the first and last bucket to the range, keyed by the bucket start', () => {
    expect(bucketsOf('2026-03-18', '2026-03-24', 'weekly')).toEqual([
      { start: '2026-03-16', from: '2026-03-18', to: '2026-03-22', label: '03/16/2026' },
      { start: '2026-03-23', from: '2026-03-23', to: '2026-03-24', label: '03/23/2026' },
    ]);
  });
});

describe('previous period', () => {
  it.each([
    ['one day', '2026-03-10', '2026-03-10', '2026-03-09', '2026-03-09'],
    ['30 days', '2026-03-01', '2026-03-30', '2026-01-30', '2026-02-28'],
    ['a year with a leap day', '2024-01-01', '2024-12-31', '2022-12-31', '2023-12-31'],
  ])('%s', (_n, from, to, pFrom, pTo) => {
    expect(previousPeriod(from, to)).toEqual({ from: pFrom, to: pTo });
  });
});

describe('series of a KPI', () => {
  const days = [
    day(
      '2026-03-02',
      { tasksCompleted: 2, scheduleEligible: 2, scheduleOnTime: 1, backlog: 4 },
      { kpiTasksCompleted: 2, kpiPercentSchedule: 2, kpiBacklog: 4 },
    ),
    day(
      '2026-03-04',
      { tasksCompleted: 1, scheduleEligible: 2, scheduleOnTime: 2, backlog: 6 },
      { kpiTasksCompleted: 1, kpiPercentSchedule: 2, kpiBacklog: 6 },
    ),
    day('2026-03-17', { tasksCompleted: 5, backlog: 1 }, { kpiTasksCompleted: 5, kpiBacklog: 1 }),
    // Outside the range: never counted.
    day('2026-02-27', { tasksCompleted: 100 }, { kpiTasksCompleted: 100 }),
  ];

  it('a total: every week present, empty weeks 0', () => {
    const s = kpiSeries('kpiTasksCompleted', days, '2026-03-01', '2026-03-21', 'weekly');
    expect(s.map((p) => [p.start, p.value, p.tasks])).toEqual([
      ['2026-02-23', 0, 0],
      ['2026-03-02', 3, 3],
      ['2026-03-09', 0, 0],
      ['2026-03-16', 5, 5],
    ]);
  });

  it('a percentage: weighted per bucket, empty buckets null', () => {
    const s = kpiSeries('kpiPercentSchedule', days, '2026-03-02', '2026-03-15', 'weekly');
    expect(s.map((p) => [p.value, p.numerator, p.denominator, p.tasks])).toEqual([
      [75, 3, 4, 4],
      [null, 0, 0, 0],
    ]);
  });

  it('a snapshot: each bucket its last day', () => {
    const s = kpiSeries('kpiBacklog', days, '2026-03-01', '2026-03-31', 'monthly');
    expect(s.map((p) => [p.value, p.tasks])).toEqual([[1, 1]]);
    const weekly = kpiSeries('kpiBacklog', days, '2026-03-02', '2026-03-08', 'daily');
    expect(weekly.map((p) => p.value)).toEqual([4, 0, 6, 0, 0, 0, 0]);
  });
});

describe('pies', () => {
  it('barrier hours by cause, largest first, with their tasks', () => {
    expect(
      barrierPie({ weatherDelay: 2, heatRest: 5, other: 0 }, { weatherDelay: 1, heatRest: 2 }),
    ).toEqual([
      { key: 'heatRest', label: 'Heat rest', value: 5, tasks: 2 },
      { key: 'weatherDelay', label: 'Weather delay', value: 2, tasks: 1 },
    ]);
  });

  it('schedule classes over the days, classes with tasks only', () => {
    const pie = scheduleClassPie([
      day('2026-03-01', { classEmergency: 1, classOnSchedule: 2 }, { emergency: 1, onSchedule: 2 }),
      day('2026-03-02', { classOnSchedule: 1 }, { onSchedule: 1 }),
    ]);
    expect(pie).toEqual([
      { key: 'emergency', label: 'Emergency', value: 1, tasks: 1 },
      { key: 'onSchedule', label: 'On schedule', value: 3, tasks: 3 },
    ]);
  });
});
