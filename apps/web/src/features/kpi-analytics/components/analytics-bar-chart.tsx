import { forwardRef } from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { TAnalyticsBar } from '@craftwork/domain/kpis/analytics';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';

export type TChartBar = TAnalyticsBar & { shown: number };

const BAR_HEIGHT = 32;
const AXES_HEIGHT = 64;
const PERCENT_TICKS = [0, 20, 40, 60, 80, 100];

/**
 * The chart: one horizontal bar per group, largest at the top; the axis runs from 0 to `max`
 * (1.1 × the largest count, or 100 for a percentage). Screen readers get the table beside it.
 */
export const AnalyticsBarChart = forwardRef<
  HTMLDivElement,
  { bars: readonly TChartBar[]; max: number; seriesLabel: string; asPercentage: boolean }
>(function AnalyticsBarChart({ bars, max, seriesLabel, asPercentage }, ref) {
  const { t } = useTranslation('kpis');
  const format = useFormat();
  const shown = (v: number) => (asPercentage ? format.percent(v) : format.number(v));
  const dataset = bars.map((b) => ({ label: b.label, shown: b.shown }));
  return (
    <Box ref={ref} aria-hidden="true" data-testid="analytics-chart" sx={{ width: '100%' }}>
      <BarChart
        dataset={dataset}
        layout="horizontal"
        height={Math.max(bars.length, 3) * BAR_HEIGHT + AXES_HEIGHT}
        yAxis={[{ scaleType: 'band', dataKey: 'label', width: 130 }]}
        xAxis={[
          {
            min: 0,
            max,
            label: asPercentage ? t('analytics.percentage') : t('analytics.count'),
            // Every fifth of 100 on a percentage axis, so its last label (100%) fits.
            ...(asPercentage ? { tickInterval: PERCENT_TICKS } : {}),
            valueFormatter: shown,
          },
        ]}
        series={[
          {
            dataKey: 'shown',
            label: seriesLabel,
            color: '#1976d2',
            valueFormatter: (v) => (v === null ? '' : shown(v)),
          },
        ]}
        hideLegend
        margin={{ right: 24 }}
      />
    </Box>
  );
});
