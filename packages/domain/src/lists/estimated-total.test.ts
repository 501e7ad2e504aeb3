import { describe, expect, it } from 'vitest';
import { roundedEstimate } from './estimated-total.ts';

describe('roundedEstimate', () => {
  it.each([
    [0, 0],
    [99, 99],
    [1001, 1000],
    [1051, 1100],
    [9960, 10_000],
    [41_862, 42_000],
    [423_117, 420_000],
    [1_000_000, 1_000_000],
  ])('shows %i as about %i', (total, shown) => {
    expect(roundedEstimate(total)).toBe(shown);
  });
});
