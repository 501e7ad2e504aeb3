import { describe, expect, it } from 'vitest';
import { HISTORICAL_PRESETS, presetRange } from '@craftwork/domain/kpis/presets';
import { presetOf } from '../preset-date-range';

// November 30 in a 30-day month: This Month and Last 30 Days are the same days.
const NOV_30 = new Date('2026-11-30T15:00:00Z');
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

describe('presetOf', () => {
  it('names the same days as both presets on the last day of a 30-day month', () => {
    expect(presetRange('thisMonth', NOV_30, 'UTC')).toEqual(NOVEMBER);
    expect(presetRange('last30Days', NOV_30, 'UTC')).toEqual(NOVEMBER);
  });

  it.each([
    ['the preset chosen (Last 30 Days)', 'last30Days', 'last30Days'],
    ['the preset chosen (This Month)', 'thisMonth', 'thisMonth'],
    ['the first in the menu when none was chosen', null, 'thisMonth'],
    ["the first in the menu when the chosen one's days differ", 'last7Days', 'thisMonth'],
    ['the first in the menu when the chosen one is not offered', 'lastMonth', 'thisMonth'],
  ] as const)('answers %s', (_case, chosen, expected) => {
    expect(presetOf(NOVEMBER, HISTORICAL_PRESETS, 'UTC', NOV_30, chosen)).toBe(expected);
  });

  it('answers null for days no preset names', () => {
    expect(
      presetOf({ from: '2026-11-02', to: '2026-11-30' }, HISTORICAL_PRESETS, 'UTC', NOV_30),
    ).toBeNull();
  });
});
