import { describe, expect, it } from 'vitest';
import { isBeforeSiteDay, isOnSiteDay, siteDayBounds, startOfNextSiteDay } from './site-day.ts';

const at = (iso: string) => new Date(iso);

describe('startOfNextSiteDay', () => {
  it.each([
    [
      'Chicago mid-morning (CDT)',
      'America/Chicago',
      '2024-03-15T15:00:00Z',
      '2024-03-16T05:00:00Z',
    ],
    [
      'Chicago late evening, already tomorrow in UTC',
      'America/Chicago',
      '2024-01-16T03:00:00Z',
      '2024-01-16T06:00:00Z',
    ],
    [
      'Chicago the day before spring-forward (23-hour day next)',
      'America/Chicago',
      '2024-03-09T18:00:00Z',
      '2024-03-10T06:00:00Z',
    ],
    [
      'Chicago on the spring-forward day',
      'America/Chicago',
      '2024-03-10T18:00:00Z',
      '2024-03-11T05:00:00Z',
    ],
    [
      'Chicago on the fall-back day',
      'America/Chicago',
      '2024-11-03T18:00:00Z',
      '2024-11-04T06:00:00Z',
    ],
    ['UTC', 'UTC', '2024-03-15T00:00:00Z', '2024-03-16T00:00:00Z'],
  ])('%s', (_case, timeZone, now, expected) => {
    expect(startOfNextSiteDay(at(now), timeZone)).toEqual(at(expected));
  });
});

describe('siteDayBounds', () => {
  it('spans 23 hours on the spring-forward day', () => {
    const { start, end } = siteDayBounds(at('2024-03-10T18:00:00Z'), 'America/Chicago');
    expect(start).toEqual(at('2024-03-10T06:00:00Z'));
    expect(end).toEqual(at('2024-03-11T05:00:00Z'));
  });
});

describe('isOnSiteDay and isBeforeSiteDay (America/Chicago, now 10:00 CDT 15 March 2024)', () => {
  const now = at('2024-03-15T15:00:00Z');
  it.each([
    ['one millisecond before midnight', '2024-03-15T04:59:59.999Z', false, true],
    ['at midnight', '2024-03-15T05:00:00.000Z', true, false],
    ['late tonight', '2024-03-16T04:59:59.999Z', true, false],
    ['at the next midnight', '2024-03-16T05:00:00.000Z', false, false],
  ])('%s: today %s, before today %s', (_case, instant, onDay, before) => {
    expect(isOnSiteDay(at(instant), now, 'America/Chicago')).toBe(onDay);
    expect(isBeforeSiteDay(at(instant), now, 'America/Chicago')).toBe(before);
  });
});
