import { describe, expect, it } from 'vitest';
import { KPI_RANGE_TOO_LONG } from '../kpis/filters.ts';
import {
  REPORT_MESSAGES,
  reportRangeProblem,
  ZGenerateReportInput,
  type TReportType,
} from './report-types.ts';

describe('reportRangeProblem', () => {
  it.each<{ type: TReportType; from: string | null; to: string | null; problem: string | null }>([
    { type: 'open-tasks', from: null, to: null, problem: null },
    { type: 'completed-tasks', from: null, to: null, problem: REPORT_MESSAGES.rangeRequired },
    {
      type: 'completed-tasks',
      from: '2026-01-01',
      to: null,
      problem: REPORT_MESSAGES.rangeRequired,
    },
    {
      type: 'completed-tasks',
      from: '2026-02-01',
      to: '2026-01-01',
      problem: REPORT_MESSAGES.rangeOrder,
    },
    {
      type: 'open-tasks',
      from: '2026-02-01',
      to: '2026-01-01',
      problem: REPORT_MESSAGES.rangeOrder,
    },
    // The KPI summary reads at most 731 days: two years (one a leap year) pass, three do not.
    { type: 'kpi-summary', from: '2024-01-01', to: '2025-12-31', problem: null },
    { type: 'kpi-summary', from: '2024-01-01', to: '2026-01-01', problem: KPI_RANGE_TOO_LONG },
    { type: 'kpi-summary', from: '2023-01-01', to: '2025-12-31', problem: KPI_RANGE_TOO_LONG },
    // Other types have no such bound.
    { type: 'completed-tasks', from: '2020-01-01', to: '2025-12-31', problem: null },
  ])('$type $from – $to: $problem', ({ type, from, to, problem }) => {
    expect(reportRangeProblem(type, { from, to })).toBe(problem);
  });

  it('refuses such a request in its shape, on the from date', () => {
    const parsed = ZGenerateReportInput.safeParse({
      type: 'kpi-summary',
      options: { from: '2023-01-01', to: '2025-12-31' },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['options.from', KPI_RANGE_TOO_LONG],
    ]);
  });
});
