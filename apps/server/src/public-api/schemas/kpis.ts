import { z } from 'zod';
import { ZKpiKey } from '@craftwork/domain/kpis/dashboard';
import { ZKpiTimescale } from '@craftwork/domain/kpis/filters';
import { ZKpiCardConfig } from '@craftwork/domain/kpis/config';
import { KPI_CHART_TYPES, KPI_TYPES } from '@craftwork/domain/kpis/keys';

const ZChartType = z.enum(KPI_CHART_TYPES);
const ZSiteDay = z.string().describe('A day of the site, YYYY-MM-DD.');

const ZKpiCard = z.object({
  key: ZKpiKey,
  title: z.string(),
  tooltip: z.string(),
  type: z.enum(KPI_TYPES),
  precision: z.number().int(),
  color: z.string(),
  icon: z.string(),
  displayCardValue: z.boolean(),
  chartType: ZChartType,
  allowedTimescales: z.array(ZKpiTimescale),
  currentTimescale: ZKpiTimescale,
  value: z.number().nullable().describe('The value over the range; null without data.'),
  previousValue: z
    .number()
    .nullable()
    .describe('The value over the previous period of the same length.'),
  change: z.number().nullable().describe('value − previousValue; null when either is null.'),
  target: z.number().nullable(),
  targetDirection: ZKpiCardConfig.shape.targetDirection,
  targetState: z.enum(['green', 'amber', 'red', 'none']),
});

export const ZKpiDashboard = z
  .object({
    hasData: z.boolean(),
    from: ZSiteDay,
    to: ZSiteDay,
    previousFrom: ZSiteDay,
    previousTo: ZSiteDay,
    cards: z.array(ZKpiCard),
    selectedKey: ZKpiKey,
    timescale: ZKpiTimescale,
    chartType: ZChartType,
    series: z.array(
      z.object({
        start: z.string(),
        from: ZSiteDay,
        to: ZSiteDay,
        label: z.string(),
        value: z.number().nullable(),
        numerator: z.number(),
        denominator: z.number().nullable(),
        tasks: z.number().int(),
      }),
    ),
    slices: z.array(
      z.object({ key: z.string(), label: z.string(), value: z.number(), tasks: z.number().int() }),
    ),
  })
  .describe("The KPI cards' figures over a range of site days, and the selected card's chart.");
