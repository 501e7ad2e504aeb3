import { describe, expect, it } from 'vitest';
import { formatListNumber } from './numbers.ts';

describe('formatListNumber', () => {
  it.each<[number, string]>([
    [0, '0'],
    [999, '999'],
    [1140, '1,140'],
    [1234567, '1,234,567'],
    [12.5, '12.5'],
    [1140.125, '1,140.125'],
    [0.12345, '0.1235'],
    [-1140, '-1,140'],
    [Number.NaN, ''],
  ])('shows %s as %j', (value, text) => {
    expect(formatListNumber(value)).toBe(text);
  });
});
