import { describe, expect, it } from 'vitest';
import {
  DATE_MESSAGES,
  DATE_YEAR_MAX,
  DATE_YEAR_MIN,
  isBoundedIsoDateTime,
  isDateInBounds,
  isDayInBounds,
  ZDateTime,
} from './date-bounds.ts';

describe('ZDateTime', () => {
  it.each<[string, unknown, string | null]>([
    ['an instant in UTC', '2026-03-01T07:00:00.000Z', null],
    ['an instant with an offset', '2026-03-01T07:00:00-06:00', null],
    ['the first instant of 1900', '1900-01-01T00:00:00.000Z', null],
    ['the last second of 2200', '2200-12-31T23:59:59.999Z', null],
    ['the year 1', '0001-01-01T00:00:00.000Z', DATE_MESSAGES.outOfRange],
    ['the year 9999', '9999-12-31T00:00:00.000Z', DATE_MESSAGES.outOfRange],
    ['just before 1900', '1899-12-31T23:59:59.000Z', DATE_MESSAGES.outOfRange],
    ['just after 2200', '2201-01-01T00:00:00.000Z', DATE_MESSAGES.outOfRange],
    ['a date without time', '2026-03-01', DATE_MESSAGES.invalid],
    ['no offset', '2026-03-01T07:00:00', DATE_MESSAGES.invalid],
    ['not a date', 'tomorrow', DATE_MESSAGES.invalid],
    ['a number', 1_700_000_000_000, DATE_MESSAGES.invalid],
  ])('%s', (_case, value, error) => {
    const result = ZDateTime.safeParse(value);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(error);
  });
});

describe('isDateInBounds', () => {
  it.each<[string, Date, boolean]>([
    ['today', new Date('2026-11-24T00:00:00Z'), true],
    ['year 1', new Date('0001-01-01T00:00:00Z'), false],
    ['an invalid date', new Date('nope'), false],
  ])('%s', (_case, date, expected) => {
    expect(isDateInBounds(date)).toBe(expected);
  });

  it('agrees with isBoundedIsoDateTime', () => {
    expect(isBoundedIsoDateTime('2026-01-01T00:00:00Z')).toBe(true);
    expect(isBoundedIsoDateTime('9999-01-01T00:00:00Z')).toBe(false);
  });
});

describe('isDayInBounds', () => {
  it.each<[string, string, boolean]>([
    ['the first day of the first year', `${DATE_YEAR_MIN}-01-01`, true],
    ['the last day of the last year', `${DATE_YEAR_MAX}-12-31`, true],
    ['a day of today', '2026-11-24', true],
    ['the last day before the first year', `${DATE_YEAR_MIN - 1}-12-31`, false],
    ['the first day after the last year', `${DATE_YEAR_MAX + 1}-01-01`, false],
    ['the year 1', '0001-01-01', false],
    ['the year 9999', '9999-12-31', false],
    ['a five-digit year', '10000-01-01', false],
    ['not a day', 'tomorrow', false],
  ])('%s (%s) → %s', (_case, day, expected) => {
    expect(isDayInBounds(day)).toBe(expected);
  });
});
