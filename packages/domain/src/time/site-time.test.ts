import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  addSiteDays,
  fromSiteWallTime,
  siteDateKey,
  siteOffsetMinutes,
  startOfSiteDay,
  toSiteWallTime,
} from './site-time.ts';

const at = (iso: string) => new Date(iso);
const wall = (local: string) => dayjs.utc(local);

describe('startOfSiteDay', () => {
  it.each([
    [
      'Chicago mid-morning (CDT)',
      'America/Chicago',
      '2024-03-15T15:00:00.000Z',
      '2024-03-15T05:00:00.000Z',
    ],
    [
      'Chicago one second before midnight',
      'America/Chicago',
      '2024-03-15T04:59:59.999Z',
      '2024-03-14T05:00:00.000Z',
    ],
    [
      'Chicago exactly at midnight',
      'America/Chicago',
      '2024-03-15T05:00:00.000Z',
      '2024-03-15T05:00:00.000Z',
    ],
    [
      'Chicago late evening, already the next day in UTC',
      'America/Chicago',
      '2024-01-16T03:00:00.000Z',
      '2024-01-15T06:00:00.000Z',
    ],
    [
      'Chicago on the spring-forward day',
      'America/Chicago',
      '2024-03-10T18:00:00.000Z',
      '2024-03-10T06:00:00.000Z',
    ],
    [
      'Chicago on the fall-back day',
      'America/Chicago',
      '2024-11-03T18:00:00.000Z',
      '2024-11-03T05:00:00.000Z',
    ],
    ['UTC', 'UTC', '2024-03-15T23:59:59.000Z', '2024-03-15T00:00:00.000Z'],
    [
      'Kolkata (+05:30) just before midnight',
      'Asia/Kolkata',
      '2024-03-15T18:29:59.000Z',
      '2024-03-14T18:30:00.000Z',
    ],
    [
      'Kolkata (+05:30) at midnight',
      'Asia/Kolkata',
      '2024-03-15T18:30:00.000Z',
      '2024-03-15T18:30:00.000Z',
    ],
    [
      'Auckland (+13), a day ahead of UTC',
      'Pacific/Auckland',
      '2024-01-15T20:00:00.000Z',
      '2024-01-15T11:00:00.000Z',
    ],
    [
      'Santiago, where midnight is skipped, starts at 01:00',
      'America/Santiago',
      '2024-09-08T15:00:00.000Z',
      '2024-09-08T04:00:00.000Z',
    ],
  ])('%s', (_case, timeZone, now, expected) => {
    expect(startOfSiteDay(at(now), timeZone).toISOString()).toBe(expected);
  });
});

describe('site wall time', () => {
  it.each([
    ['America/Chicago', '2024-01-15T12:00:00Z', -360],
    ['America/Chicago', '2024-07-15T12:00:00Z', -300],
    ['Asia/Kolkata', '2024-07-15T12:00:00Z', 330],
    ['UTC', '2024-07-15T12:00:00Z', 0],
    ['America/Chicago', '2024-03-10T07:59:59.999Z', -360],
    ['America/Chicago', '2024-03-10T08:00:00Z', -300],
    ['America/Chicago', '2024-11-03T06:59:59Z', -300],
    ['America/Chicago', '2024-11-03T07:00:00Z', -360],
    ['America/Chicago', '2024-01-15T06:00:00Z', -360],
    ['America/Chicago', '1960-01-15T12:00:00.250Z', -360],
    ['UTC', '1969-12-31T23:59:59.500Z', 0],
    ['Asia/Kathmandu', '2024-07-15T12:00:00Z', 345],
    ['America/St_Johns', '2024-07-15T12:00:00Z', -150],
    ['Pacific/Auckland', '2024-01-15T12:00:00Z', 780],
    ['Australia/Lord_Howe', '2024-01-15T12:00:00Z', 660],
    ['Australia/Lord_Howe', '2024-07-15T12:00:00Z', 630],
  ])('%s at %s is %i minutes from UTC', (timeZone, instant, offset) => {
    expect(siteOffsetMinutes(at(instant), timeZone)).toBe(offset);
  });

  it.each([
    ['America/Chicago', '2024-03-05T20:30:00Z', '2024-03-05 14:30'],
    ['America/Chicago', '2024-03-06T03:00:00Z', '2024-03-05 21:00'],
    ['Asia/Kolkata', '2024-03-05T20:30:00Z', '2024-03-06 02:00'],
  ])('reads %s at %s as %s', (timeZone, instant, expected) => {
    expect(toSiteWallTime(at(instant), timeZone).format('YYYY-MM-DD HH:mm')).toBe(expected);
  });

  it.each([
    ['an ordinary time', '2024-03-05T14:30:00', '2024-03-05T20:30:00.000Z'],
    [
      'the earlier of two 01:30s on the fall-back night',
      '2024-11-03T01:30:00',
      '2024-11-03T06:30:00.000Z',
    ],
    ['01:00 on the fall-back night', '2024-11-03T01:00:00', '2024-11-03T06:00:00.000Z'],
    ['02:30 after falling back (once only)', '2024-11-03T02:30:00', '2024-11-03T08:30:00.000Z'],
    [
      '02:30 skipped by spring-forward, moved on by the gap',
      '2024-03-10T02:30:00',
      '2024-03-10T08:30:00.000Z',
    ],
    ['03:00 just after spring-forward', '2024-03-10T03:00:00', '2024-03-10T08:00:00.000Z'],
  ])('finds the Chicago instant of %s', (_case, local, expected) => {
    expect(fromSiteWallTime(wall(local), 'America/Chicago').toISOString()).toBe(expected);
  });

  it.each([
    [
      'back across spring-forward keeps the wall-clock time',
      '2024-03-12T15:00:00.000Z',
      -3,
      '2024-03-09T16:00:00.000Z',
    ],
    ['back 30 days', '2024-04-15T15:00:00.000Z', -30, '2024-03-16T15:00:00.000Z'],
    ['forward one day', '2024-04-15T15:00:00.000Z', 1, '2024-04-16T15:00:00.000Z'],
  ])('addSiteDays in Chicago: %s', (_case, instant, days, expected) => {
    expect(addSiteDays(at(instant), days, 'America/Chicago').toISOString()).toBe(expected);
  });

  it.each([
    ['2024-03-15T04:59:59Z', '2024-03-14'],
    ['2024-03-15T05:00:00Z', '2024-03-15'],
  ])('dates %s in Chicago as %s', (instant, key) => {
    expect(siteDateKey(at(instant), 'America/Chicago')).toBe(key);
  });
});
describe('siteDateKey', () => {
  it.each(['America/Chicago', 'UTC', 'Asia/Kolkata', 'Pacific/Auckland', 'America/St_Johns'])(
    'agrees with the wall-clock date in %s, hour by hour across both DST changes',
    (zone) => {
      for (const from of ['2026-03-06T00:00:00Z', '2026-10-30T00:00:00Z', '2026-04-03T00:00:00Z']) {
        for (let h = 0; h < 24 * 5; h++) {
          const instant = new Date(Date.parse(from) + h * 3_600_000 + 59 * 60_000);
          expect(siteDateKey(instant, zone)).toBe(
            toSiteWallTime(instant, zone).format('YYYY-MM-DD'),
          );
        }
      }
    },
  );
});
