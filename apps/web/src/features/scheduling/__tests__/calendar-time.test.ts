import { describe, expect, it } from 'vitest';
import {
  calendarWallTime,
  fromCalendarDate,
  toCalendarDate,
  visibleRange,
} from '../utils/calendar-time';

const CHICAGO = 'America/Chicago';

describe('the calendar shows site time wherever the browser is', () => {
  it('places an instant at the site wall time and reads a drop back as that instant', () => {
    // 09:30 CST on Tuesday 14 January 2025.
    const instant = new Date('2025-01-14T15:30:00.000Z');
    const shown = toCalendarDate(instant, CHICAGO);
    expect(calendarWallTime(shown)).toEqual({ day: '2025-01-14', time: '09:30' });
    expect(fromCalendarDate(shown, CHICAGO).toISOString()).toBe(instant.toISOString());
  });

  it.each([
    ['day', 1],
    ['week', 7],
    ['agenda', 30],
  ] as const)('the %s view reads %i days', (view, days) => {
    const range = visibleRange(view, new Date(2025, 0, 15, 12), CHICAGO);
    const span = (Date.parse(range.to) - Date.parse(range.from)) / (24 * 3600_000);
    expect(span).toBe(days);
  });

  it('the month view reads whole weeks around the month, within 62 days', () => {
    const range = visibleRange('month', new Date(2025, 0, 15, 12), CHICAGO);
    const span = (Date.parse(range.to) - Date.parse(range.from)) / (24 * 3600_000);
    expect(span % 7).toBe(0);
    expect(span).toBeLessThanOrEqual(62);
    expect(range.from).toBe('2024-12-29T06:00:00.000Z');
  });
});
