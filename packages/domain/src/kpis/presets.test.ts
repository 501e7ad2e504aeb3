import { describe, expect, it } from 'vitest';
import { presetRange, type TDatePreset } from './presets.ts';

// 2026-11-24 03:00Z is still 11/23 in Chicago (UTC-6).
const NOW = new Date('2026-11-24T03:00:00Z');

describe('presetRange', () => {
  it.each<[TDatePreset, string, string]>([
    ['today', '2026-11-23', '2026-11-23'],
    ['last7Days', '2026-11-17', '2026-11-23'],
    ['last30Days', '2026-10-25', '2026-11-23'],
    ['thisMonth', '2026-11-01', '2026-11-23'],
    ['lastMonth', '2026-10-01', '2026-10-31'],
    ['q1', '2026-01-01', '2026-03-31'],
    ['q2', '2026-04-01', '2026-06-30'],
    ['q3', '2026-07-01', '2026-09-30'],
    ['q4', '2026-10-01', '2026-12-31'],
    ['ytd', '2026-01-01', '2026-11-23'],
  ])('%s in the site time zone', (preset, from, to) => {
    expect(presetRange(preset, NOW, 'America/Chicago')).toEqual({ from, to });
  });

  it('last month across a year boundary', () => {
    expect(presetRange('lastMonth', new Date('2026-01-10T12:00:00Z'), 'UTC')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });
});
