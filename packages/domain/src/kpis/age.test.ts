import { describe, expect, it } from 'vitest';
import { ageBucket, ageInDays } from './age.ts';

const NOW = new Date('2026-06-30T12:00:00Z');
const daysAgo = (d: number, extraMs = 0) => new Date(NOW.getTime() - d * 86_400_000 - extraMs);

describe('open work by age', () => {
  it.each([
    ['just created', daysAgo(0), '0-7'],
    ['7 days', daysAgo(7), '0-7'],
    ['7 days and 23 hours', daysAgo(7, 23 * 3_600_000), '0-7'],
    ['8 days', daysAgo(8), '8-30'],
    ['30 days', daysAgo(30), '8-30'],
    ['31 days', daysAgo(31), '31-90'],
    ['90 days', daysAgo(90), '31-90'],
    ['91 days', daysAgo(91), 'over90'],
    ['created in the future (clock skew)', new Date(NOW.getTime() + 60_000), '0-7'],
  ] as const)('%s', (_n, created, expected) => {
    expect(ageBucket(created, NOW)).toBe(expected);
  });
  it('never negative', () =>
    expect(ageInDays(new Date(NOW.getTime() + 86_400_000 * 3), NOW)).toBe(0));
});
