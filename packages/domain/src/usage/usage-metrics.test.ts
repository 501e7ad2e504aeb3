import { describe, expect, it } from 'vitest';
import { toCsv } from '../lists/csv.ts';
import {
  hasNoSignInWithin,
  isSignInPath,
  noSignInCutoff,
  seesEveryMember,
  USAGE_CSV_HEADERS,
  usageCsvLine,
  usageExportFileName,
  usageRangeInstants,
  ZUsageByCompanyInput,
  ZUsageMetricsListInput,
  type TNoSignInDays,
  type TUsageRow,
} from './usage-metrics.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const daysAgo = (days: number, plusMs = 0) => new Date(NOW.getTime() - days * 86_400_000 + plusMs);

describe('hasNoSignInWithin', () => {
  it.each<[string, Date | null, TNoSignInDays | null, boolean]>([
    ['any: a user who signed in today', daysAgo(0), null, true],
    ['any: a user who never signed in', null, null, true],
    ['30: never signed in', null, 30, true],
    ['30: signed in 10 days ago', daysAgo(10), 30, false],
    ['30: signed in exactly 30 days ago', daysAgo(30), 30, false],
    ['30: signed in 30 days and a second ago', daysAgo(30, -1000), 30, true],
    ['60: signed in 45 days ago', daysAgo(45), 60, false],
    ['60: signed in 61 days ago', daysAgo(61), 60, true],
    ['90: signed in 89 days ago', daysAgo(89), 90, false],
    ['90: signed in 120 days ago', daysAgo(120), 90, true],
  ])('%s', (_name, last, days, expected) => {
    expect(hasNoSignInWithin(last, days, NOW)).toBe(expected);
  });

  it('cuts off N × 24 hours before now', () => {
    expect(noSignInCutoff(NOW, 90).toISOString()).toBe('2026-08-26T12:00:00.000Z');
  });
});

describe('isSignInPath', () => {
  it.each<[string | null | undefined, boolean]>([
    ['/sign-in/email', true],
    ['/sign-in/social', true],
    ['/callback/google', true],
    ['/magic-link/verify', true],
    ['/sign-in/email-otp', true],
    ['/passkey/verify-authentication', true],
    ['/sign-up/email', true],
    ['/change-password', false],
    ['/reset-password', false],
    ['/get-session', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (path, expected) => {
    expect(isSignInPath(path)).toBe(expected);
  });
});

describe('seesEveryMember', () => {
  it.each([
    [{ isPlantPersonnel: true, isSiteAdmin: false }, true],
    [{ isPlantPersonnel: false, isSiteAdmin: true }, true],
    [{ isPlantPersonnel: false, isSiteAdmin: false }, false],
  ])('%o → %s', (permissions, expected) => {
    expect(seesEveryMember(permissions)).toBe(expected);
  });
});

describe('usageRangeInstants', () => {
  it.each([
    ['UTC', '2026-11-01', '2026-11-30', '2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
    [
      'America/Chicago',
      '2026-11-01',
      '2026-11-01',
      '2026-11-01T05:00:00.000Z',
      '2026-11-02T06:00:00.000Z',
    ],
  ])('%s %s..%s', (timeZone, from, to, start, end) => {
    const range = usageRangeInstants({ from, to }, timeZone);
    expect(range.start.toISOString()).toBe(start);
    expect(range.end.toISOString()).toBe(end);
  });
});

describe('ZUsageMetricsListInput', () => {
  const base = { from: '2026-11-01', to: '2026-11-30' };
  it.each<[string, Record<string, unknown>, boolean]>([
    ['a range alone', base, true],
    ['a one-day range', { from: '2026-11-01', to: '2026-11-01' }, true],
    ['a reversed range', { from: '2026-11-30', to: '2026-11-01' }, false],
    ['a range over two years', { from: '2024-01-01', to: '2026-11-30' }, false],
    ['no range', {}, false],
    ['a non-date', { from: 'yesterday', to: '2026-11-30' }, false],
    ['no sign-in in 90 days', { ...base, noSignInDays: 90 }, true],
    ['no sign-in in 45 days', { ...base, noSignInDays: 45 }, false],
    ['sort by sign-ins', { ...base, sort: { field: 'signIns', direction: 'desc' } }, true],
    ['sort by an unknown field', { ...base, sort: { field: 'password', direction: 'asc' } }, false],
    ['a long search', { ...base, search: 'x'.repeat(201) }, false],
    ['a company', { ...base, companyId: 'c1' }, true],
    ['a page size of 10', { ...base, pageSize: 10 }, false],
  ])('%s', (_name, input, ok) => {
    expect(ZUsageMetricsListInput.safeParse(input).success).toBe(ok);
  });

  it('defaults: any sign-in, every company, first page of 50', () => {
    expect(ZUsageMetricsListInput.parse(base)).toEqual({
      ...base,
      noSignInDays: null,
      companyId: null,
      search: '',
      sort: null,
      page: 0,
      pageSize: 50,
    });
  });

  it('by company takes the range and the company', () => {
    expect(ZUsageByCompanyInput.parse(base)).toEqual({ ...base, companyId: null });
    expect(ZUsageByCompanyInput.safeParse({ from: '2026-11-30', to: '2026-11-01' }).success).toBe(
      false,
    );
  });
});

describe('the export', () => {
  const row: TUsageRow = {
    id: 'u1',
    name: 'Dana Reyes',
    email: 'dana@example.com',
    companyId: 'c1',
    company: 'Gulf Scaffolding',
    appLastOpened: '2026-11-23T20:15:00.000Z',
    signIns: 4,
    lastSignIn: null,
    recordsCreated: 2,
    tasksCreated: 7,
  };

  it('writes every column in the table order, each cell under its heading, through toCsv', () => {
    const csv = toCsv(USAGE_CSV_HEADERS, [usageCsvLine(row, 'America/Chicago')]);
    expect(csv.split('\r\n')).toEqual([
      'User,E-mail,Company,Last App Opened,Sign-ins,Last Sign-in,Records Created,Tasks Created',
      'Dana Reyes,dana@example.com,Gulf Scaffolding,11/23/2026 02:15 PM,4,,2,7',
      '',
    ]);
  });

  it('writes dates MM/DD/YYYY hh:mm A in the site time zone, none as empty', () => {
    expect(usageCsvLine(row, 'America/Chicago')).toEqual([
      'Dana Reyes',
      'dana@example.com',
      'Gulf Scaffolding',
      '11/23/2026 02:15 PM',
      4,
      '',
      2,
      7,
    ]);
  });

  it('is named Usage Metrics - MM-DD-YYYY.csv', () => {
    expect(usageExportFileName('11-24-2026')).toBe('Usage Metrics - 11-24-2026.csv');
  });
});
