import { describe, expect, it } from 'vitest';
import { reportFileKey, reportGeneratedAt } from './generate-report.ts';

describe('report generation words', () => {
  it.each([
    ['2026-11-24T12:00:00Z', 'America/Chicago', '11/24/2026 06:00 AM CST'],
    ['2026-07-01T18:30:00Z', 'America/Chicago', '07/01/2026 01:30 PM CDT'],
    ['2026-11-24T12:00:00Z', 'UTC', '11/24/2026 12:00 PM UTC'],
  ])('generated at %s in %s reads %s', (iso, zone, expected) => {
    expect(reportGeneratedAt(new Date(iso), zone)).toBe(expected);
  });

  it('keeps a report’s files under its site', () => {
    expect(reportFileKey('NORTH', 'r1', 'pdf')).toBe('reports/NORTH/r1.pdf');
  });
});
