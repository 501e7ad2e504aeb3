import { describe, expect, it } from 'vitest';
import { analyticsFileName } from '@craftwork/domain/kpis/analytics';
import { chartOptions, pngFileName } from '../utils/chart-options';

describe('chart options', () => {
  it('offers plant personnel every chart', () => {
    const options = chartOptions(true);
    expect(options).toHaveLength(10);
    expect(options.every((o) => !o.disabled && o.reason === null)).toBe(true);
  });

  it('disables the per-user, on-behalf-of and without-work-order charts for others, saying why', () => {
    const open = chartOptions(false)
      .filter((o) => !o.disabled)
      .map((o) => o.label);
    expect(open).toEqual([
      'Tasks Created by Location',
      'Urgent Tasks Created by Location',
      'Same-Day Tasks Created by Location',
    ]);
    const disabled = chartOptions(false).filter((o) => o.disabled);
    expect(disabled.map((o) => o.label)).toEqual([
      'Tasks Created by User',
      'Tasks Created by On-Behalf-Of User',
      'Urgent Tasks Created by User',
      'Urgent Tasks Created by User On Behalf Of',
      'Same-Day Tasks Created by User',
      'Same-Day Tasks Created by On-Behalf-Of User',
      'Craft Records Created Without Work Order by User',
    ]);
    expect(new Set(disabled.map((o) => o.reason))).toEqual(
      new Set(['Only plant personnel can see this chart.']),
    );
  });
});

describe('export names', () => {
  it.each([
    // 03:00 UTC on March 2 is still March 1 in Chicago.
    [
      '2026-03-02T03:00:00Z',
      'America/Chicago',
      'Analytics - Tasks Created by Location - 03-01-2026.png',
    ],
    ['2026-03-02T03:00:00Z', 'UTC', 'Analytics - Tasks Created by Location - 03-02-2026.png'],
  ])('names the PNG of %s in %s "%s"', (iso, zone, name) => {
    expect(pngFileName('tasks-created-by-location', new Date(iso), zone)).toBe(name);
  });

  it('names the CSV the server writes the same way', () => {
    expect(analyticsFileName('urgent-tasks-created-by-user', '11-24-2026', 'csv')).toBe(
      'Analytics - Urgent Tasks Created by User - 11-24-2026.csv',
    );
  });
});
