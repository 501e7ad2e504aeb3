import { useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import ImageIcon from '@mui/icons-material/Image';
import {
  ANALYTICS_CHARTS,
  ANALYTICS_DEFAULT_CHART,
  canUseChart,
  chartAxisMax,
  offersPercentage,
  percentOf,
  type TAnalyticsChartType,
  type TAnalyticsFiltersInput,
} from '@craftwork/domain/kpis/analytics';
import {
  ANALYTICS_DEFAULT_PRESET,
  ANALYTICS_PRESETS,
  presetRange,
} from '@craftwork/domain/kpis/presets';
import { downloadBlob } from '../../../components/download/download-blob';
import { KpiMultiSelect } from '../../../components/kpi/kpi-multi-select';
import {
  isCompleteRange,
  PresetDateRange,
  type TDayRangeValue,
} from '../../../components/kpi/preset-date-range';
import { PageHeading } from '../../../components/ui/page-heading';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCraftTypeName, useTaskTypeName } from '../../../lib/i18n/use-type-names';
import { useNotify } from '../../../lib/notify';
import { useAnalyticsChart, useAnalyticsFilterOptions, useExportAnalytics } from '../api/analytics';
import { chartOptions, pngFileName } from '../utils/chart-options';
import { svgToPng } from '../utils/svg-to-png';
import { AnalyticsBarChart, type TChartBar } from './analytics-bar-chart';
import { AnalyticsTable } from './analytics-table';

/**
 * /kpis/analytics (spec 2.6): the filters, the chart type, a horizontal bar chart of what was
 * created in the range, and its CSV and PNG exports.
 */
export function AnalyticsScreen({
  timeZone,
  isPlantPersonnel,
}: {
  timeZone: string;
  isPlantPersonnel: boolean;
}) {
  const { t } = useTranslation('kpis');
  const craftTypeName = useCraftTypeName();
  const taskTypeName = useTaskTypeName();
  const notify = useNotify();
  const [range, setRange] = useState<TDayRangeValue>(() =>
    presetRange(ANALYTICS_DEFAULT_PRESET, new Date(), timeZone),
  );
  const [chartType, setChartType] = useState<TAnalyticsChartType>(ANALYTICS_DEFAULT_CHART);
  const [craftTypes, setCraftTypes] = useState<number[]>([]);
  const [taskTypes, setTaskTypes] = useState<number[]>([]);
  const [departments, setDepartments] = useState<string[]>([]);
  const [percentage, setPercentage] = useState(false);
  const [isDrawing, setIsDrawing] = useState(false);
  const chartRef = useRef<HTMLDivElement>(null);

  const options = useAnalyticsFilterOptions();
  const complete = isCompleteRange(range);
  const input: TAnalyticsFiltersInput = {
    chartType,
    from: range.from ?? '',
    to: range.to ?? '',
    craftTypes,
    taskTypes,
    departments,
  };
  const usable = canUseChart(chartType, isPlantPersonnel);
  const chart = useAnalyticsChart(input, complete && usable);
  const exportCsv = useExportAnalytics();

  const asPercentage = percentage && offersPercentage(chartType);
  const title = t(`analytics.charts.${chartType}`);
  const data = chart.data;
  const bars: TChartBar[] = useMemo(() => {
    // Bars of the chart asked for only (not the previous chart's, kept while the next loads).
    const raw = data?.chartType === chartType ? data.bars : [];
    const shown = raw.map((b) => ({
      ...b,
      shown: asPercentage ? percentOf(b.value, b.total) : b.value,
    }));
    return shown.sort((a, b) => b.shown - a.shown || a.label.localeCompare(b.label));
  }, [data, chartType, asPercentage]);
  const max = chartAxisMax(
    bars.map((b) => b.shown),
    asPercentage,
  );
  const hasBars = bars.length > 0;

  const handleExportPng = async () => {
    const svg = chartRef.current?.querySelector('svg');
    if (!svg) return;
    setIsDrawing(true);
    try {
      const blob = await svgToPng(svg, title, t('analytics.drawError'));
      downloadBlob(blob, pngFileName(chartType, new Date(), timeZone));
    } catch (error) {
      notify.error(error);
    } finally {
      setIsDrawing(false);
    }
  };

  return (
    <>
      <PageHeading title={t('analytics.title')} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack spacing={2}>
          <PresetDateRange
            value={range}
            onChange={setRange}
            presets={ANALYTICS_PRESETS}
            timeZone={timeZone}
            initialPreset={ANALYTICS_DEFAULT_PRESET}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <KpiMultiSelect
              label={t('analytics.craftTypes')}
              options={(options.data?.craftTypes ?? []).map((o) => ({
                value: o.code,
                label: craftTypeName(o.code),
              }))}
              value={craftTypes}
              onChange={setCraftTypes}
            />
            <KpiMultiSelect
              label={t('analytics.taskTypes')}
              options={(options.data?.taskTypes ?? []).map((o) => ({
                value: o.code,
                label: taskTypeName(o.code),
              }))}
              value={taskTypes}
              onChange={setTaskTypes}
            />
            <KpiMultiSelect
              label={t('analytics.departments')}
              options={(options.data?.departments ?? []).map((d) => ({ value: d, label: d }))}
              value={departments}
              onChange={setDepartments}
            />
          </Box>
          {options.isError && (
            <RetryAlert onRetry={() => void options.refetch()}>
              {t('analytics.filtersError')}
            </RetryAlert>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('analytics.chart')}
              value={chartType}
              onChange={(event) => setChartType(event.target.value as TAnalyticsChartType)}
              sx={{ width: { xs: '100%', sm: 380 } }}
            >
              {chartOptions(isPlantPersonnel, t).map((option) => (
                <MenuItem
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  sx={{ whiteSpace: 'normal' }}
                >
                  <ListItemText primary={option.label} secondary={option.reason} sx={{ my: 0 }} />
                </MenuItem>
              ))}
            </TextField>
            {offersPercentage(chartType) && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={percentage}
                    onChange={(event) => setPercentage(event.target.checked)}
                  />
                }
                label={t('analytics.showAsPercentage')}
              />
            )}
          </Box>
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
            mb: 1,
          }}
        >
          <Typography variant="h6" component="h2">
            {asPercentage
              ? t('analytics.titleAsPercentage', {
                  title,
                  base: t(`analytics.bases.${ANALYTICS_CHARTS[chartType].subject}`),
                })
              : title}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              startIcon={<FileDownloadIcon aria-hidden="true" />}
              disabled={!hasBars}
              loading={exportCsv.isPending}
              loadingPosition="start"
              onClick={() => exportCsv.mutate(input)}
            >
              {t('analytics.exportCsv')}
            </Button>
            <Button
              size="small"
              startIcon={<ImageIcon aria-hidden="true" />}
              disabled={!hasBars}
              loading={isDrawing}
              loadingPosition="start"
              onClick={() => void handleExportPng()}
            >
              {t('analytics.exportPng')}
            </Button>
          </Stack>
        </Box>
        {!complete ? (
          <Alert severity="info">{t('analytics.chooseDates')}</Alert>
        ) : chart.isError ? (
          <RetryAlert onRetry={() => void chart.refetch()}>
            {chart.error.message || t('analytics.loadError')}
          </RetryAlert>
        ) : chart.isPending || (chart.isPlaceholderData && chart.isFetching) ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={t('analytics.loading')} />
          </Box>
        ) : !hasBars ? (
          <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
            {t('analytics.noData')}
          </Typography>
        ) : (
          <>
            <AnalyticsBarChart
              ref={chartRef}
              bars={bars}
              max={max}
              seriesLabel={asPercentage ? t('analytics.percentage') : title}
              asPercentage={asPercentage}
            />
            <AnalyticsTable type={chartType} bars={bars} />
          </>
        )}
      </Paper>
    </>
  );
}
