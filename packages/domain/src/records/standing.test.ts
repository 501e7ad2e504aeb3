import { describe, expect, it } from 'vitest';
import {
  averageDaysStanding,
  averageStandingDays,
  formatStanding,
  isStanding,
  standingDays,
} from './standing.ts';
import type { TStandingInput } from './standing.ts';

const NOW = new Date('2024-03-15T15:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('standingDays', () => {
  it.each<[string, TStandingInput, number | null]>([
    [
      'not installed',
      { installed: false, timestampMarkedInstalled: null, open: true, timestampRecordClosed: null },
      null,
    ],
    [
      'installed flag unset',
      {
        installed: undefined,
        timestampMarkedInstalled: at('2024-03-01T15:00:00Z'),
        open: true,
        timestampRecordClosed: null,
      },
      null,
    ],
    [
      'installed without an install time',
      { installed: true, timestampMarkedInstalled: null, open: true, timestampRecordClosed: null },
      null,
    ],
    [
      'installed just now',
      { installed: true, timestampMarkedInstalled: NOW, open: true, timestampRecordClosed: null },
      0,
    ],
    [
      'installed 23h59 ago',
      {
        installed: true,
        timestampMarkedInstalled: at('2024-03-14T15:01:00Z'),
        open: true,
        timestampRecordClosed: null,
      },
      0,
    ],
    [
      'installed exactly a day ago',
      {
        installed: true,
        timestampMarkedInstalled: at('2024-03-14T15:00:00Z'),
        open: true,
        timestampRecordClosed: null,
      },
      1,
    ],
    [
      'installed 14 days and 5 hours ago',
      {
        installed: true,
        timestampMarkedInstalled: at('2024-03-01T10:00:00Z'),
        open: true,
        timestampRecordClosed: null,
      },
      14,
    ],
    [
      'closed 4 days after install',
      {
        installed: true,
        timestampMarkedInstalled: at('2024-03-01T10:00:00Z'),
        open: false,
        timestampRecordClosed: at('2024-03-05T12:00:00Z'),
      },
      4,
    ],
    [
      'closed with no closing time',
      {
        installed: true,
        timestampMarkedInstalled: at('2024-03-01T10:00:00Z'),
        open: false,
        timestampRecordClosed: null,
      },
      14,
    ],
    [
      'open with a stale closing time',
      {
        installed: true,
        timestampMarkedInstalled: at('2024-03-01T10:00:00Z'),
        open: true,
        timestampRecordClosed: at('2024-03-05T12:00:00Z'),
      },
      14,
    ],
    [
      'install time in the future',
      {
        installed: true,
        timestampMarkedInstalled: at('2024-03-20T10:00:00Z'),
        open: true,
        timestampRecordClosed: null,
      },
      0,
    ],
  ])('a record %s has stood $2 days', (_case, record, days) => {
    expect(standingDays(record, NOW)).toBe(days);
  });
});

describe('isStanding', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [null, true, false],
  ])('installed %s and open %s is standing: %s', (installed, open, standing) => {
    expect(isStanding({ installed, open })).toBe(standing);
  });
});

describe('averageDaysStanding', () => {
  it.each<[number[], number | null]>([
    [[], null],
    [[0], null],
    [[0, 0, 0], null],
    [[10], 10],
    [[1, 2], 2],
    [[1, 2, 2], 2],
    [[0, 3], 2],
    [[5, 6, 10], 7],
    [[1, 1, 2, 2], 2],
  ])('of %j is %s', (days, average) => {
    expect(averageDaysStanding(days)).toBe(average);
  });
});

describe('averageStandingDays', () => {
  it.each<[number, number, number | null]>([
    [0, 0, null],
    [0, 3, null],
    [576, 5, 115],
    [231, 2, 116],
    [10, 4, 3],
  ])('a sum of %s days over %s scaffolds averages %s', (sum, count, average) => {
    expect(averageStandingDays(sum, count)).toBe(average);
  });
});

describe('formatStanding', () => {
  it.each([
    [null, '--'],
    [undefined, '--'],
    [0, '0'],
    [12, '12'],
    [1140, '1,140'],
  ])('shows %s as %s', (n, text) => {
    expect(formatStanding(n)).toBe(text);
  });

  it('writes the language’s decimal mark and grouping', () => {
    expect(formatStanding(4.5, 'pl')).toBe('4,5');
    expect(formatStanding(1140, 'de')).toBe('1.140');
  });

  it('shows -- for the average when no scaffolds stand', () => {
    expect(formatStanding(averageDaysStanding([]))).toBe('--');
  });
});
