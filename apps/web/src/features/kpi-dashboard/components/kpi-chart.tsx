import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { TKpiCard, TKpiPieSlice, TKpiSeriesPoint } from '@craftwork/domain/kpis/dashboard';
import type { TKpiTimescale } from '@craftwork/domain/kpis/keys';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { useKpiLabels } from '../hooks/use-kpi-labels';

/** What a bar or a slice opens: the tasks of its days, or of its slice over the range. */
export type TChartPick = {
  /** How the dialog names it: the bar's period or the slice's label. */
  label: string;
  from: string;
  to: string;
  slice: string | null;
  tasks: number;
};

/** Bars get at least this much room; more bars than fit scroll inside the chart's box. */
const BAR_MIN_WIDTH = 28;
const CHART_HEIGHT = 300;

type TChartCard = Pick<TKpiCard, 'title' | 'type' | 'precision' | 'color' | 'chartType'>;

/** The timescales the card allows, as a toggle; nothing when it allows one. */
export function TimescaleToggle({
  allowed,
  value,
  onChange,
  disabled,
}: {
  allowed: readonly TKpiTimescale[];
  value: TKpiTimescale;
  onChange: (timescale: TKpiTimescale) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('kpis');
  if (allowed.length < 2) return null;
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      disabled={disabled}
      aria-label={t('dashboard.timescale')}
      onChange={(_, next: TKpiTimescale | null) => {
        if (next) onChange(next);
      }}
      sx={{ flexWrap: 'wrap' }}
    >
      {allowed.map((timescale) => (
        <ToggleButton key={timescale} value={timescale} sx={{ px: 1.25, py: 0.25 }}>
          {t(`dashboard.timescales.${timescale}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/**
 * The selected card's chart: bars by period (date-column) or slices (pie-simple). A bar or a
 * slice opens its tasks; the same numbers are in a table that can be shown, where each row
 * opens its tasks from the keyboard.
 */
export function KpiChart({
  card,
  timescale,
  series,
  slices,
  range,
  onPick,
}: {
  card: TChartCard;
  /** The bars' timescale: how their periods are named. */
  timescale: TKpiTimescale;
  /** The applied range: what a slice covers. */
  range: { from: string; to: string };
  series: readonly TKpiSeriesPoint[];
  slices: readonly TKpiPieSlice[];
  onPick: (pick: TChartPick) => void;
}) {
  const { t } = useTranslation('kpis');
  const [isTableShown, setTableShown] = useState(false);
  const isPie = card.chartType === 'pie-simple';
  const formats = useFormat();
  const labels = useKpiLabels();
  const format = (value: number | null) => formats.kpi(value, card);
  // The server names periods and slices in English: the language shown names them here.
  const periodOf = (point: TKpiSeriesPoint) => labels.period(point, timescale);
  const pickBar = (point: TKpiSeriesPoint) =>
    onPick({
      label: periodOf(point),
      from: point.from,
      to: point.to,
      slice: null,
      tasks: point.tasks,
    });
  const pickSlice = (slice: TKpiPieSlice) =>
    onPick({ label: labels.slice(slice), ...range, slice: slice.key, tasks: slice.tasks });
  const rows = isPie
    ? slices.map((s) => ({
        key: s.key,
        label: labels.slice(s),
        value: format(s.value),
        tasks: s.tasks,
      }))
    : series.map((p) => ({
        key: p.start,
        label: periodOf(p),
        value: format(p.value),
        tasks: p.tasks,
      }));
  const percentTick = (v: number) => formats.kpi(v, { type: 'percentage', precision: 0 });
  const chartLabel = isPie
    ? t('dashboard.chart.byShare', { title: card.title })
    : t('dashboard.chart.byPeriod', { title: card.title });
  return (
    <Box>
      <Box
        role="figure"
        aria-label={chartLabel}
        sx={{ width: '100%', overflowX: 'auto', overflowY: 'hidden' }}
      >
        {isPie ? (
          <Box sx={{ minWidth: 320, height: CHART_HEIGHT }}>
            <PieChart
              height={CHART_HEIGHT}
              series={[
                {
                  data: slices.map((s, i) => ({
                    id: s.key,
                    value: s.value,
                    label: labels.slice(s),
                    index: i,
                  })),
                  valueFormatter: (item) => format(item.value),
                  innerRadius: 40,
                  paddingAngle: 1,
                  cornerRadius: 3,
                  highlightScope: { fade: 'global', highlight: 'item' },
                },
              ]}
              onItemClick={(_, item) => {
                const slice = slices[item.dataIndex];
                if (slice) pickSlice(slice);
              }}
              slotProps={{
                legend: {
                  direction: 'vertical',
                  position: { vertical: 'middle', horizontal: 'end' },
                },
              }}
            />
          </Box>
        ) : (
          <Box
            sx={{
              minWidth: Math.max(300, series.length * BAR_MIN_WIDTH + 60),
              height: CHART_HEIGHT,
            }}
          >
            <BarChart
              height={CHART_HEIGHT}
              hideLegend
              xAxis={[
                {
                  scaleType: 'band',
                  data: series.map(periodOf),
                  tickLabelStyle: { fontSize: 11 },
                },
              ]}
              yAxis={[
                card.type === 'percentage'
                  ? { min: 0, max: 100, valueFormatter: percentTick, width: 48 }
                  : { min: 0, width: 48, valueFormatter: (v: number) => formats.number(v) },
              ]}
              series={[
                {
                  data: series.map((p) => p.value),
                  label: card.title,
                  color: card.color,
                  valueFormatter: (v) => format(v),
                },
              ]}
              onItemClick={(_, item) => {
                const point = series[item.dataIndex];
                if (point) pickBar(point);
              }}
              sx={{ '& .MuiBarElement-root': { cursor: 'pointer' } }}
            />
          </Box>
        )}
      </Box>
      <Stack direction="row" justifyContent="flex-end" sx={{ mt: 1 }}>
        <Button size="small" onClick={() => setTableShown((v) => !v)} aria-expanded={isTableShown}>
          {isTableShown ? t('dashboard.chart.hideTable') : t('dashboard.chart.showTable')}
        </Button>
      </Stack>
      {isTableShown ? (
        <Box sx={{ overflowX: 'auto', maxHeight: 400 }}>
          <Table
            size="small"
            aria-label={t('dashboard.chart.tableLabel', { title: card.title })}
            stickyHeader
          >
            <TableHead>
              <TableRow>
                <TableCell>
                  {isPie ? t('dashboard.chart.share') : t('dashboard.chart.period')}
                </TableCell>
                <TableCell align="right">{t('dashboard.chart.value')}</TableCell>
                <TableCell align="right">{t('dashboard.chart.tasks')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, i) => (
                <TableRow key={row.key}>
                  <TableCell>{row.label}</TableCell>
                  <TableCell align="right">{row.value}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      disabled={row.tasks === 0}
                      aria-label={t('dashboard.chart.rowTasks', {
                        count: row.tasks,
                        label: row.label,
                      })}
                      onClick={() => {
                        if (isPie) {
                          const slice = slices[i];
                          if (slice) pickSlice(slice);
                        } else {
                          const point = series[i];
                          if (point) pickBar(point);
                        }
                      }}
                    >
                      {formats.number(row.tasks)}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('dashboard.chart.pickHint')}
        </Typography>
      )}
    </Box>
  );
}
