import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatListDateTime,
  formatMoney,
  formatNumber,
  formatTimeOfDay,
  formatTimelineDateTime,
} from './format.ts';

const NOV_30 = new Date('2026-11-30T15:00:00Z');

describe('formatDate', () => {
  it.each([
    ['en', '11/30/2026'],
    ['de', '30.11.2026'],
    ['pl', '30.11.2026'],
    ['es', '30/11/2026'],
    ['pt-BR', '30/11/2026'],
    ['xx', '11/30/2026'],
  ])('writes November 30 in %s as %s', (language, expected) => {
    expect(formatDate(NOV_30, language, 'UTC')).toBe(expected);
  });

  it("uses the site's time zone: late on the 30th in Chicago is still the 30th", () => {
    expect(formatDate(new Date('2026-12-01T03:00:00Z'), 'en', 'America/Chicago')).toBe(
      '11/30/2026',
    );
  });
});

describe('formatNumber and formatMoney', () => {
  it.each([
    ['en', '1,234.5', '$1,234.50'],
    ['de', '1.234,5', '1.234,50 $'],
    ['pt-BR', '1.234,5', 'US$ 1.234,50'],
  ])('formats in %s', (language, number, money) => {
    expect(formatNumber(1234.5, language)).toBe(number);
    expect(formatMoney(123450, language).replace(/\s/g, ' ')).toBe(money);
  });

  it('keeps Latin digits in Arabic', () => {
    expect(formatNumber(42, 'ar')).toBe('42');
  });
});

describe('formatDateTime', () => {
  it.each([
    ['en', '11/30/2026, 3:05 PM'],
    ['pl', '30.11.2026, 15:05'],
    ['de', '30.11.2026, 15:05'],
  ])('writes 3:05 pm on November 30 in %s as %s', (language, expected) => {
    expect(formatDateTime(new Date('2026-11-30T15:05:00Z'), language, 'UTC')).toBe(expected);
  });
});

describe('formatListDateTime', () => {
  const AT = new Date('2026-11-30T21:05:00Z');
  it.each([
    // English (and a language not shipped) keeps the spec's list format exactly.
    ['en', '11/30/2026 03:05 PM'],
    ['xx', '11/30/2026 03:05 PM'],
    ['pl', '30.11.2026, 15:05'],
    ['de', '30.11.2026, 15:05'],
    ['es', '30/11/2026, 15:05'],
    ['pt-BR', '30/11/2026, 15:05'],
    // Arabic with Latin digits, as formatDateTime writes it (right-to-left marks included).
    ['ar', '30\u200f/11\u200f/2026، 3:05 م'],
  ])('writes 3:05 pm in Chicago on November 30 in %s as %s', (language, expected) => {
    expect(formatListDateTime(AT, language, 'America/Chicago')).toBe(expected);
    expect(formatListDateTime(AT, language, 'America/Chicago')).not.toMatch(/[٠-٩]/);
  });

  it('writes the same instant as formatDateTime in a language other than English', () => {
    expect(formatListDateTime(AT, 'pl', 'UTC')).toBe(formatDateTime(AT, 'pl', 'UTC'));
  });
});

describe('formatTimelineDateTime', () => {
  const AT = new Date('2026-11-30T21:05:00Z');
  it.each([
    // English (and a language not shipped) keeps the spec's timeline format exactly.
    ['en', 'Nov 30 2026 03:05pm'],
    ['xx', 'Nov 30 2026 03:05pm'],
    ['pl', '30 lis 2026, 15:05'],
    ['de', '30. Nov. 2026, 15:05'],
    ['es', '30 nov 2026, 15:05'],
    ['pt-BR', '30 de nov. de 2026, 15:05'],
    ['ar', '30 نوفمبر 2026، 3:05 م'],
  ])('writes 3:05 pm in Chicago on November 30 in %s as %s', (language, expected) => {
    expect(formatTimelineDateTime(AT, language, 'America/Chicago')).toBe(expected);
    expect(formatTimelineDateTime(AT, language, 'America/Chicago')).not.toMatch(/[٠-٩]/);
  });

  it('pads a single-digit day, and the hour in English, as the spec does', () => {
    const MAR_5 = new Date('2024-03-05T14:30:00Z');
    expect(formatTimelineDateTime(MAR_5, 'en', 'UTC')).toBe('Mar 05 2024 02:30pm');
    expect(formatTimelineDateTime(MAR_5, 'pl', 'UTC')).toBe('05 mar 2024, 14:30');
    // A morning hour: the spec pads it in English; Polish writes it as formatDateTime does.
    const MORNING = new Date('2024-03-05T07:00:00Z');
    expect(formatTimelineDateTime(MORNING, 'en', 'UTC')).toBe('Mar 05 2024 07:00am');
    expect(formatTimelineDateTime(MORNING, 'pl', 'UTC')).toBe('05 mar 2024, 7:00');
  });
});

describe('formatTimeOfDay', () => {
  const AT = new Date('2026-11-30T21:05:00Z');
  const MORNING = new Date('2026-11-30T13:07:00Z');
  it.each([
    // English (and a language not shipped) as the calendar writes it, with a plain space.
    ['en', '3:05 PM', '7:07 AM'],
    ['xx', '3:05 PM', '7:07 AM'],
    ['pl', '15:05', '7:07'],
    ['de', '15:05', '7:07'],
    ['es', '15:05', '7:07'],
    ['pt-BR', '15:05', '7:07'],
    ['ar', '3:05 م', '7:07 ص'],
  ])('writes 3:05 pm and 7:07 am in Chicago in %s as %s and %s', (language, pm, am) => {
    expect(formatTimeOfDay(AT, language, 'America/Chicago')).toBe(pm);
    expect(formatTimeOfDay(MORNING, language, 'America/Chicago')).toBe(am);
  });
});
