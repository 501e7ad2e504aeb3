import { describe, expect, it } from 'vitest';
import { isDateRangeReversed } from './date-range.ts';

describe('isDateRangeReversed', () => {
  it.each<[string | null, string | null, boolean]>([
    [null, null, false],
    ['2026-03-10', null, false],
    [null, '2026-03-10', false],
    ['2026-03-10', '2026-03-10', false],
    ['2026-03-10', '2026-03-11', false],
    ['2026-03-11', '2026-03-10', true],
    ['2026-03-10T05:00:00.000Z', '2026-03-11T04:59:59.999Z', false],
    ['2026-03-11T05:00:00.000Z', '2026-03-11T04:59:59.999Z', true],
    ['2026-03-11T00:00:00-06:00', '2026-03-11T05:59:59Z', true],
  ])('from %s to %s is reversed: %s', (from, to, reversed) => {
    expect(isDateRangeReversed(from, to)).toBe(reversed);
  });
});
