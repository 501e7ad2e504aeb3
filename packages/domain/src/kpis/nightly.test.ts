import { describe, expect, it } from 'vitest';
import { daysBetween, dueKpiDays, isCalendarDay, latestDueKpiDay } from './nightly.ts';

describe('latestDueKpiDay', () => {
  it.each([
    // Chicago is UTC-6 in winter, UTC-5 in summer.
    [
      'before 00:30 the day before yesterday',
      '2026-01-15T06:29:59Z',
      'America/Chicago',
      '2026-01-13',
    ],
    ['at 00:30 yesterday', '2026-01-15T06:30:00Z', 'America/Chicago', '2026-01-14'],
    ['late in the evening yesterday', '2026-01-16T05:59:00Z', 'America/Chicago', '2026-01-14'],
    ['summer: at 00:30 CDT', '2026-07-15T05:30:00Z', 'America/Chicago', '2026-07-14'],
    ['summer: 00:29 CDT', '2026-07-15T05:29:00Z', 'America/Chicago', '2026-07-13'],
    ['the UTC date does not matter', '2026-01-15T23:00:00Z', 'Asia/Tokyo', '2026-01-15'],
    ['Tokyo just before 00:30', '2026-01-15T15:29:00Z', 'Asia/Tokyo', '2026-01-14'],
    ['UTC', '2026-03-01T00:30:00Z', 'UTC', '2026-02-28'],
    ['a leap day is a day', '2028-03-01T00:30:00Z', 'UTC', '2028-02-29'],
    // Chicago springs forward at 02:00 on 2026-03-08: 00:30 is still 00:30 CST (06:30Z).
    ['spring-forward day at 00:30 CST', '2026-03-08T06:30:00Z', 'America/Chicago', '2026-03-07'],
    [
      'the day after spring forward at 00:30 CDT',
      '2026-03-09T05:30:00Z',
      'America/Chicago',
      '2026-03-08',
    ],
    // Chicago falls back at 02:00 on 2026-11-01: 00:30 is CDT (05:30Z).
    ['fall-back day at 00:30 CDT', '2026-11-01T05:30:00Z', 'America/Chicago', '2026-10-31'],
    [
      'the day after fall back at 00:29 CST',
      '2026-11-02T06:29:00Z',
      'America/Chicago',
      '2026-10-31',
    ],
    // Havana springs forward at midnight (2026-03-08 00:00 CST → 01:00 CDT): 00:30 never shows.
    [
      '00:30 skipped: the next minute after the gap counts',
      '2026-03-08T05:00:00Z',
      'America/Havana',
      '2026-03-07',
    ],
    ['just before the midnight gap', '2026-03-08T04:59:00Z', 'America/Havana', '2026-03-06'],
    // Havana falls back at 01:00 CDT → 00:00 CST on 2026-11-01: 00:30 shows twice.
    ['00:30 shown the first time', '2026-11-01T04:30:00Z', 'America/Havana', '2026-10-31'],
    [
      '00:30 shown the second time: the same day',
      '2026-11-01T05:30:00Z',
      'America/Havana',
      '2026-10-31',
    ],
    [
      'between the two 00:30s, at 00:10 the second time',
      '2026-11-01T05:10:00Z',
      'America/Havana',
      '2026-10-30',
    ],
  ])('%s', (_name, now, zone, expected) => {
    expect(latestDueKpiDay(new Date(now), zone)).toBe(expected);
  });
});

describe('dueKpiDays', () => {
  it('lists the last seven due days, oldest first, across a month end', () => {
    expect(dueKpiDays(new Date('2026-03-03T12:00:00Z'), 'UTC')).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
  it('takes a count', () => {
    expect(dueKpiDays(new Date('2026-01-15T06:30:00Z'), 'America/Chicago', 1)).toEqual([
      '2026-01-14',
    ]);
  });
});

describe('isCalendarDay', () => {
  it.each([
    ['2026-01-15', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-1-5', false],
    ['20260115', false],
    ['2026-01-15T00:00', false],
    ['', false],
  ])('%s → %s', (text, expected) => {
    expect(isCalendarDay(text)).toBe(expected);
  });
});

describe('daysBetween', () => {
  it.each([
    ['2026-02-27', '2026-03-01', ['2026-02-27', '2026-02-28', '2026-03-01']],
    ['2026-01-15', '2026-01-15', ['2026-01-15']],
    ['2026-01-16', '2026-01-15', []],
  ])('%s..%s', (from, to, expected) => {
    expect(daysBetween(from, to)).toEqual(expected);
  });
});
