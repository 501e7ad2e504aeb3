import { describe, expect, it } from 'vitest';
import {
  formatBoolean,
  formatCurrency,
  formatDate,
  formatExportFileDate,
  formatListDateTime,
  formatTimeline,
} from './dates.ts';

const CHICAGO = 'America/Chicago';
const at = (iso: string) => new Date(iso);

describe('date formats in the site time zone', () => {
  it.each([
    [
      'afternoon',
      '2024-03-05T20:30:00Z',
      '03/05/2024',
      '03/05/2024 02:30 PM',
      'Mar 05 2024 02:30pm',
      '03-05-2024',
    ],
    [
      'evening, already tomorrow in UTC',
      '2024-03-06T03:05:00Z',
      '03/05/2024',
      '03/05/2024 09:05 PM',
      'Mar 05 2024 09:05pm',
      '03-05-2024',
    ],
    [
      'midnight',
      '2024-03-05T06:00:00Z',
      '03/05/2024',
      '03/05/2024 12:00 AM',
      'Mar 05 2024 12:00am',
      '03-05-2024',
    ],
    [
      'noon',
      '2024-07-04T17:00:00Z',
      '07/04/2024',
      '07/04/2024 12:00 PM',
      'Jul 04 2024 12:00pm',
      '07-04-2024',
    ],
    [
      'new year in UTC, old year in Chicago',
      '2025-01-01T02:00:00Z',
      '12/31/2024',
      '12/31/2024 08:00 PM',
      'Dec 31 2024 08:00pm',
      '12-31-2024',
    ],
  ])('formats %s in Chicago', (_case, iso, date, listDateTime, timeline, fileDate) => {
    const d = at(iso);
    expect(formatDate(d, CHICAGO)).toBe(date);
    expect(formatListDateTime(d, CHICAGO)).toBe(listDateTime);
    expect(formatTimeline(d, CHICAGO)).toBe(timeline);
    expect(formatExportFileDate(d, CHICAGO)).toBe(fileDate);
  });

  it.each([null, undefined])('formats a missing date (%s) as an empty string', (d) => {
    expect(formatDate(d, CHICAGO)).toBe('');
    expect(formatListDateTime(d, CHICAGO)).toBe('');
    expect(formatTimeline(d, CHICAGO)).toBe('');
  });
});

describe('CSV booleans', () => {
  it.each([
    [true, 'TRUE'],
    [false, 'FALSE'],
    [null, 'FALSE'],
    [undefined, 'FALSE'],
  ])('writes %s as %s', (b, text) => {
    expect(formatBoolean(b)).toBe(text);
  });
});

describe('currency', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [1999, '$19.99'],
    [123456, '$1,234.56'],
    [100000000, '$1,000,000.00'],
    [-250, '-$2.50'],
  ])('shows %i cents as %s', (cents, text) => {
    expect(formatCurrency(cents)).toBe(text);
  });
});
