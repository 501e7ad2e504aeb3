import { describe, expect, it } from 'vitest';
import { formatKpiValue, kpiChange, type TKpiChange } from './card-display.ts';

describe('formatKpiValue', () => {
  it.each<[number | null, 'total' | 'average' | 'percentage', number, string]>([
    [null, 'total', 0, '--'],
    [Number.NaN, 'average', 1, '--'],
    [0, 'total', 0, '0'],
    [1234, 'total', 0, '1,234'],
    [1234.56, 'total', 1, '1,234.6'],
    [87.25, 'percentage', 1, '87.3%'],
    [100, 'percentage', 0, '100%'],
    [2.5, 'average', 2, '2.50'],
    [-0.01, 'average', 1, '0.0'],
  ])('%s as %s with precision %s reads %s', (value, type, precision, text) => {
    expect(formatKpiValue(value, { type, precision })).toBe(text);
  });

  it.each<[string, number, 'total' | 'percentage', number, string]>([
    ['pl', 12345.5, 'total', 1, '12\u00a0345,5'],
    ['pl', 87.25, 'percentage', 1, '87,3%'],
    ['de', 87.25, 'percentage', 1, '87,3\u00a0%'],
    ['de', -0.01, 'total', 1, '0,0'],
    ['es', 1234, 'total', 0, '1234'],
  ])('in %s, %s as %s with precision %s reads %s', (language, value, type, precision, text) => {
    expect(formatKpiValue(value, { type, precision }, language)).toBe(text);
  });
});

describe('kpiChange', () => {
  const pct = { type: 'percentage', precision: 1, targetDirection: 'higher' } as const;
  const lower = { type: 'total', precision: 0, targetDirection: 'lower' } as const;
  it.each<[number | null, number | null, typeof pct | typeof lower, Partial<TKpiChange> | null]>([
    [90, 85.5, pct, { direction: 'up', amount: '4.5', isBetter: true }],
    [80, 85.5, pct, { direction: 'down', amount: '5.5', isBetter: false }],
    [12, 10, lower, { direction: 'up', amount: '2', isBetter: false }],
    [8, 10, lower, { direction: 'down', amount: '2', isBetter: true }],
    [10, 10, lower, { direction: 'same', amount: '0', isBetter: null }],
    [10.04, 10, pct, { direction: 'same', amount: '0.0', isBetter: null }],
    [null, 10, lower, null],
    [10, null, lower, null],
  ])('%s after %s', (value, previous, card, change) => {
    const result = kpiChange(value === null || previous === null ? null : value - previous, card);
    if (change === null) expect(result).toBeNull();
    else expect(result).toMatchObject(change);
  });

  it('says the change in words, in points for percentages', () => {
    expect(kpiChange(4.5, pct)?.label).toBe('Up 4.5 points from the previous period');
    expect(kpiChange(-2, lower)?.label).toBe('Down 2 from the previous period');
  });
});
