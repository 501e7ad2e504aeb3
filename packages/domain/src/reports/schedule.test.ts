import { describe, expect, it } from 'vitest';
import {
  dueReportPeriod,
  formatReportPeriod,
  latestReportPeriod,
  nextReportRunAt,
  reportRunOptions,
  type TReportSchedule,
} from './schedule.ts';

const CHICAGO = 'America/Chicago';
const daily: TReportSchedule = { frequency: 'daily', sendTime: '06:00' };
const weekly: TReportSchedule = { frequency: 'weekly', sendTime: '06:00' };
const monthly: TReportSchedule = { frequency: 'monthly', sendTime: '06:00' };

describe('latestReportPeriod', () => {
  it.each([
    // Chicago is UTC-6 in winter (CST), UTC-5 in summer (CDT).
    [
      'daily, just before 06:00',
      daily,
      '2026-11-24T11:59:59Z',
      CHICAGO,
      '2026-11-22',
      '2026-11-22',
      '2026-11-23T12:00:00.000Z',
    ],
    [
      'daily, at 06:00',
      daily,
      '2026-11-24T12:00:00Z',
      CHICAGO,
      '2026-11-23',
      '2026-11-23',
      '2026-11-24T12:00:00.000Z',
    ],
    [
      'daily, late evening',
      daily,
      '2026-11-25T05:59:00Z',
      CHICAGO,
      '2026-11-23',
      '2026-11-23',
      '2026-11-24T12:00:00.000Z',
    ],
    [
      'daily, summer',
      daily,
      '2026-07-15T11:00:00Z',
      CHICAGO,
      '2026-07-14',
      '2026-07-14',
      '2026-07-15T11:00:00.000Z',
    ],
    [
      'daily, Tokyo (the UTC date is the day before)',
      daily,
      '2026-01-14T21:00:00Z',
      'Asia/Tokyo',
      '2026-01-14',
      '2026-01-14',
      '2026-01-14T21:00:00.000Z',
    ],
    [
      'daily, across a year',
      daily,
      '2027-01-01T12:00:00Z',
      CHICAGO,
      '2026-12-31',
      '2026-12-31',
      '2027-01-01T12:00:00.000Z',
    ],
    // 2026-11-23 is a Monday.
    [
      'weekly, Monday at 06:00: the previous Monday to Sunday',
      weekly,
      '2026-11-23T12:00:00Z',
      CHICAGO,
      '2026-11-16',
      '2026-11-22',
      '2026-11-23T12:00:00.000Z',
    ],
    [
      'weekly, Monday 05:59: the week before',
      weekly,
      '2026-11-23T11:59:00Z',
      CHICAGO,
      '2026-11-09',
      '2026-11-15',
      '2026-11-16T12:00:00.000Z',
    ],
    [
      'weekly, Sunday night',
      weekly,
      '2026-11-30T05:00:00Z',
      CHICAGO,
      '2026-11-16',
      '2026-11-22',
      '2026-11-23T12:00:00.000Z',
    ],
    [
      'weekly, across a month',
      weekly,
      '2026-12-07T12:00:00Z',
      CHICAGO,
      '2026-11-30',
      '2026-12-06',
      '2026-12-07T12:00:00.000Z',
    ],
    [
      'monthly, the 1st at 06:00',
      monthly,
      '2026-12-01T12:00:00Z',
      CHICAGO,
      '2026-11-01',
      '2026-11-30',
      '2026-12-01T12:00:00.000Z',
    ],
    [
      'monthly, the 1st before 06:00',
      monthly,
      '2026-12-01T11:00:00Z',
      CHICAGO,
      '2026-10-01',
      '2026-10-31',
      '2026-11-01T12:00:00.000Z',
    ],
    [
      'monthly, mid-month',
      monthly,
      '2026-12-15T00:00:00Z',
      CHICAGO,
      '2026-11-01',
      '2026-11-30',
      '2026-12-01T12:00:00.000Z',
    ],
    [
      'monthly, January: December',
      monthly,
      '2027-01-01T12:00:00Z',
      CHICAGO,
      '2026-12-01',
      '2026-12-31',
      '2027-01-01T12:00:00.000Z',
    ],
    [
      'monthly, a leap February',
      monthly,
      '2028-03-01T12:00:00Z',
      CHICAGO,
      '2028-02-01',
      '2028-02-29',
      '2028-03-01T12:00:00.000Z',
    ],
    [
      'monthly, a common February',
      monthly,
      '2027-03-01T12:00:00Z',
      CHICAGO,
      '2027-02-01',
      '2027-02-28',
      '2027-03-01T12:00:00.000Z',
    ],
    [
      'daily, a leap day',
      daily,
      '2028-03-01T12:00:00Z',
      CHICAGO,
      '2028-02-29',
      '2028-02-29',
      '2028-03-01T12:00:00.000Z',
    ],
    // Chicago springs forward on Sunday 2026-03-08 at 02:00 and falls back on 2026-11-01.
    [
      'daily, the day after spring forward: 06:00 CDT',
      daily,
      '2026-03-09T11:00:00Z',
      CHICAGO,
      '2026-03-08',
      '2026-03-08',
      '2026-03-09T11:00:00.000Z',
    ],
    [
      'daily, spring-forward day: 06:00 CDT, not 06:00 CST',
      daily,
      '2026-03-08T11:30:00Z',
      CHICAGO,
      '2026-03-07',
      '2026-03-07',
      '2026-03-08T11:00:00.000Z',
    ],
    [
      'weekly, Monday after spring forward',
      weekly,
      '2026-03-09T11:00:00Z',
      CHICAGO,
      '2026-03-02',
      '2026-03-08',
      '2026-03-09T11:00:00.000Z',
    ],
    [
      'daily, fall-back day: 06:00 CST',
      daily,
      '2026-11-01T12:00:00Z',
      CHICAGO,
      '2026-10-31',
      '2026-10-31',
      '2026-11-01T12:00:00.000Z',
    ],
    [
      'daily, fall-back day at 11:00Z is still 05:00 CST',
      daily,
      '2026-11-01T11:00:00Z',
      CHICAGO,
      '2026-10-30',
      '2026-10-30',
      '2026-10-31T11:00:00.000Z',
    ],
  ])('%s', (_what, schedule, now, zone, from, to, at) => {
    const period = latestReportPeriod(schedule, zone, new Date(now));
    expect(period).toEqual({
      key: `${schedule.frequency}:${from}`,
      from,
      to,
      scheduledFor: new Date(at),
    });
  });

  it('a send time in the spring-forward gap is sent when the clock jumps past it', () => {
    const early: TReportSchedule = { frequency: 'daily', sendTime: '02:30' };
    // 01:59 CST: not yet.
    expect(latestReportPeriod(early, CHICAGO, new Date('2026-03-08T07:59:00Z')).from).toBe(
      '2026-03-06',
    );
    // The clock skips 02:00-03:00: 02:30 moves forward by the gap, to 03:30 CDT (08:30Z).
    expect(latestReportPeriod(early, CHICAGO, new Date('2026-03-08T08:29:00Z')).from).toBe(
      '2026-03-06',
    );
    const period = latestReportPeriod(early, CHICAGO, new Date('2026-03-08T08:30:00Z'));
    expect(period.from).toBe('2026-03-07');
    expect(period.scheduledFor).toEqual(new Date('2026-03-08T08:30:00Z'));
  });

  it('a send time in the autumn overlap has one key both times the clock shows it', () => {
    const early: TReportSchedule = { frequency: 'daily', sendTime: '01:30' };
    const first = latestReportPeriod(early, CHICAGO, new Date('2026-11-01T06:30:00Z'));
    const second = latestReportPeriod(early, CHICAGO, new Date('2026-11-01T07:30:00Z'));
    expect(first.key).toBe('daily:2026-10-31');
    expect(second.key).toBe(first.key);
    expect(first.scheduledFor).toEqual(new Date('2026-11-01T06:30:00Z'));
  });

  it('reads other send times', () => {
    const p = latestReportPeriod(
      { frequency: 'weekly', sendTime: '23:45' },
      'Europe/Berlin',
      new Date('2026-11-23T22:45:00Z'),
    );
    expect(p).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
    expect(p.scheduledFor).toEqual(new Date('2026-11-23T22:45:00Z'));
  });
});

describe('dueReportPeriod', () => {
  const created = new Date('2026-01-01T00:00:00Z');
  it.each([
    [
      'just before the send time: yesterday’s, still within a day',
      daily,
      '2026-11-24T11:59:00Z',
      'daily:2026-11-22',
    ],
    ['at the send time', daily, '2026-11-24T12:00:00Z', 'daily:2026-11-23'],
    ['a minute after', daily, '2026-11-24T12:01:00Z', 'daily:2026-11-23'],
    ['weekly, Monday 06:00', weekly, '2026-11-23T12:00:00Z', 'weekly:2026-11-16'],
    [
      'weekly, back up on Monday evening: caught up',
      weekly,
      '2026-11-24T02:00:00Z',
      'weekly:2026-11-16',
    ],
    [
      'weekly, back up on Tuesday 05:59: still within a day',
      weekly,
      '2026-11-24T11:59:00Z',
      'weekly:2026-11-16',
    ],
    ['weekly, back up on Tuesday 06:01: too late, skipped', weekly, '2026-11-24T12:01:00Z', null],
    ['weekly, Wednesday', weekly, '2026-11-25T12:00:00Z', null],
    ['monthly, the 1st', monthly, '2026-12-01T12:00:00Z', 'monthly:2026-11-01'],
    ['monthly, the 2nd at noon: skipped', monthly, '2026-12-02T18:00:00Z', null],
  ])('%s', (_what, schedule, now, key) => {
    expect(dueReportPeriod(schedule, CHICAGO, new Date(now), created)?.key ?? null).toBe(key);
  });

  it('a week of downtime sends only the latest missed day', () => {
    // Down from Monday to Sunday 2026-11-29, back at 07:00: only 11-28 (sent at 06:00 today).
    const due = dueReportPeriod(daily, CHICAGO, new Date('2026-11-29T13:00:00Z'), created);
    expect(due?.key).toBe('daily:2026-11-28');
  });

  it('a configuration saved after the send time starts with the next delivery', () => {
    const now = new Date('2026-11-24T16:00:00Z');
    expect(dueReportPeriod(daily, CHICAGO, now, new Date('2026-11-24T15:00:00Z'))).toBeNull();
    expect(dueReportPeriod(daily, CHICAGO, now, new Date('2026-11-24T11:00:00Z'))?.key).toBe(
      'daily:2026-11-23',
    );
  });
});

describe('nextReportRunAt', () => {
  it.each([
    ['daily, before 06:00: today', daily, '2026-11-24T11:00:00Z', '2026-11-24T12:00:00.000Z'],
    ['daily, at 06:00: tomorrow', daily, '2026-11-24T12:00:00Z', '2026-11-25T12:00:00.000Z'],
    ['weekly, Tuesday: next Monday', weekly, '2026-11-24T12:00:00Z', '2026-11-30T12:00:00.000Z'],
    [
      'weekly, Monday before 06:00: today',
      weekly,
      '2026-11-23T11:00:00Z',
      '2026-11-23T12:00:00.000Z',
    ],
    [
      'monthly, mid-January: February 1st',
      monthly,
      '2028-01-15T12:00:00Z',
      '2028-02-01T12:00:00.000Z',
    ],
    ['monthly, December: January 1st', monthly, '2026-12-15T12:00:00Z', '2027-01-01T12:00:00.000Z'],
    [
      'daily, across spring forward: 06:00 CDT',
      daily,
      '2026-03-07T13:00:00Z',
      '2026-03-08T11:00:00.000Z',
    ],
    [
      'weekly, across fall back: 06:00 CST',
      weekly,
      '2026-10-27T12:00:00Z',
      '2026-11-02T12:00:00.000Z',
    ],
  ])('%s', (_what, schedule, now, at) => {
    expect(nextReportRunAt(schedule, CHICAGO, new Date(now))).toEqual(new Date(at));
  });
});

describe('formatReportPeriod and reportRunOptions', () => {
  it('writes a period in the product’s date format', () => {
    expect(formatReportPeriod('2026-11-16', '2026-11-22')).toBe('11/16/2026 - 11/22/2026');
    expect(formatReportPeriod('2026-11-23', '2026-11-23')).toBe('11/23/2026');
  });

  it('puts the period in the saved options as the date range', () => {
    const saved = {
      from: null,
      to: null,
      craftTypes: [10],
      companyIds: [],
      locationIds: [],
      statuses: [],
      kpiTemplateId: null,
      columns: [],
      orientation: 'auto' as const,
    };
    expect(reportRunOptions(saved, { from: '2026-11-16', to: '2026-11-22' })).toEqual({
      ...saved,
      from: '2026-11-16',
      to: '2026-11-22',
    });
  });
});
