import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TKpiBarTasksInput, TKpiCard } from '@craftwork/domain/kpis/dashboard';
import type { TKpiFilters } from '@craftwork/domain/kpis/filters';
import {
  DEFAULT_SELECTED_KPI,
  type TKpiKey,
  type TKpiTimescale,
} from '@craftwork/domain/kpis/keys';
import { HISTORICAL_DEFAULT_PRESET, presetRange } from '@craftwork/domain/kpis/presets';
import { useKpiCardText } from '../../../components/kpi/use-kpi-card-text';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useKpiDashboard, useKpiFilterOptions, useOpenWorkByAge } from '../api/kpis';
import { HistoricalFilters, type TDraftFilters } from './historical-filters';
import { KPI_CARD_SX, KpiCard } from './kpi-card';
import { KpiChart, TimescaleToggle, type TChartPick } from './kpi-chart';
import { OpenWorkCard } from './open-work-card';
import { TaskListDialog } from './task-list-dialog';

const OPEN_WORK: TKpiKey = 'kpiOpenWorkByAge';

/** The dashboard's filters when nothing is given: the last 30 days, everything. */
export function defaultKpiFilters(now: Date, timeZone: string): TKpiFilters {
  return {
    ...presetRange(HISTORICAL_DEFAULT_PRESET, now, timeZone),
    taskTypes: [],
    departments: [],
    companyIds: [],
    craftTypes: [],
  };
}

function draftOf(filters: TKpiFilters): TDraftFilters {
  return {
    range: { from: filters.from, to: filters.to },
    taskTypes: filters.taskTypes,
    departments: filters.departments,
    companyIds: filters.companyIds,
    craftTypes: filters.craftTypes,
  };
}

/**
 * The filters Historical Update applies: the chosen whole site days (the server reads them
 * from 00:00:00 to 23:59:59 on the site's calendar) and the lists; a company user's company is
 * always theirs.
 */
export function appliedFilters(draft: TDraftFilters, lockedCompanyId: string | null): TKpiFilters {
  return {
    from: draft.range.from ?? '',
    to: draft.range.to ?? '',
    taskTypes: draft.taskTypes,
    departments: draft.departments,
    companyIds: lockedCompanyId === null ? draft.companyIds : [lockedCompanyId],
    craftTypes: draft.craftTypes,
  };
}

export type THistoricalDataProps = {
  /** The site's time zone (presets and "today" are on the site's calendar). */
  timeZone: string;
  /** A company user's company id: the company filter is fixed to it; null for plant users. */
  companyId: string | null;
  /** The filters to open with (a saved template's, resolved); the last 30 days by default. */
  initialFilters?: TKpiFilters;
  /** The KPIs to show, in this order; every card the site enables by default. */
  kpiKeys?: readonly TKpiKey[];
  /** The chart's timescale to open with, where the card allows it; else the card's own. */
  timescale?: TKpiTimescale;
  /** The heading's level: 2 on the dashboard. */
  headingLevel?: 'h2' | 'h3';
};

/**
 * Historical Data (spec 2.5): the filters with Historical Update, one card per KPI, the
 * selected card's chart, and the tasks behind a bar or slice. Used by the KPI dashboard and
 * by the saved dashboards of KPIs (v2).
 */
export function HistoricalData({
  timeZone,
  companyId,
  initialFilters,
  kpiKeys,
  timescale: initialTimescale,
  headingLevel = 'h2',
}: THistoricalDataProps) {
  const { t } = useTranslation('kpis');
  const start = useMemo(
    () => initialFilters ?? defaultKpiFilters(new Date(), timeZone),
    [initialFilters, timeZone],
  );
  const [draft, setDraft] = useState<TDraftFilters>(() => draftOf(start));
  const [applied, setApplied] = useState<TKpiFilters>(() =>
    appliedFilters(draftOf(start), companyId),
  );
  const [selectedKey, setSelectedKey] = useState<TKpiKey>(() =>
    !kpiKeys || kpiKeys.includes(DEFAULT_SELECTED_KPI)
      ? DEFAULT_SELECTED_KPI
      : (kpiKeys[0] ?? DEFAULT_SELECTED_KPI),
  );
  const [timescale, setTimescale] = useState<TKpiTimescale | undefined>(initialTimescale);
  const [pick, setPick] = useState<{ title: string; request: TKpiBarTasksInput } | null>(null);

  const options = useKpiFilterOptions();
  const dashboard = useKpiDashboard({ filters: applied, selectedKey, timescale });
  const data = dashboard.data;
  const cardText = useKpiCardText();
  const cards = useMemo(() => {
    const all = (data?.cards ?? []).map((c) => ({
      ...c,
      title: cardText.title(c.key, c.title),
      tooltip: cardText.tooltip(c.key, c.tooltip),
    }));
    if (!kpiKeys) return all;
    return kpiKeys.flatMap((k) => all.filter((c) => c.key === k));
  }, [data, kpiKeys, cardText]);
  const showsOpenWork = cards.some((c) => c.key === OPEN_WORK);
  const openWork = useOpenWorkByAge(
    {
      taskTypes: applied.taskTypes,
      departments: applied.departments,
      companyIds: applied.companyIds,
      craftTypes: applied.craftTypes,
    },
    showsOpenWork,
  );
  // The chart drawn is the one the server answered for (the previous one while the next loads).
  const charted: TKpiCard | undefined = cards.find((c) => c.key === data?.selectedKey);
  const isLoading = dashboard.isFetching;

  const handleSelect = (card: TKpiCard) => {
    setSelectedKey(card.key);
    // A timescale chosen for one card carries to the next when that one allows it.
    if (timescale && !card.allowedTimescales.includes(timescale)) setTimescale(undefined);
  };

  const handlePick = (chart: TChartPick) => {
    if (!charted || !data) return;
    setPick({
      title: `${charted.title} · ${chart.label}`,
      request: {
        filters: { ...applied, from: data.from, to: data.to },
        key: charted.key,
        from: chart.from,
        to: chart.to,
        slice: chart.slice,
      },
    });
  };

  const Heading = headingLevel;
  return (
    <Box component="section" aria-labelledby="historical-data-heading">
      <Typography id="historical-data-heading" variant="h6" component={Heading} sx={{ mb: 1.5 }}>
        {t('dashboard.historicalData')}
      </Typography>
      <HistoricalFilters
        draft={draft}
        onChange={setDraft}
        onApply={() => setApplied(appliedFilters(draft, companyId))}
        options={options.data}
        timeZone={timeZone}
        isLoading={isLoading}
        lockedCompanyId={companyId}
      />
      {options.isError ? (
        <RetryAlert onRetry={() => void options.refetch()} sx={{ mt: 2 }}>
          {errorText(options.error)}
        </RetryAlert>
      ) : null}
      <Box sx={{ mt: 2 }}>
        {dashboard.isPending ? (
          <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }} aria-busy>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={120} sx={KPI_CARD_SX} />
            ))}
          </Stack>
        ) : dashboard.isError && !data ? (
          <RetryAlert onRetry={() => void dashboard.refetch()}>
            {errorText(dashboard.error)}
          </RetryAlert>
        ) : data ? (
          <>
            {dashboard.isError ? (
              <RetryAlert onRetry={() => void dashboard.refetch()} sx={{ mb: 2 }}>
                {errorText(dashboard.error)}
              </RetryAlert>
            ) : null}
            {!data.hasData ? (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('dashboard.noData')}
              </Alert>
            ) : null}
            <Stack
              direction="row"
              useFlexGap
              spacing={2}
              sx={{ flexWrap: 'wrap' }}
              role="group"
              aria-label={t('dashboard.cardsLabel')}
            >
              {cards.map((card) =>
                card.key === OPEN_WORK ? (
                  <OpenWorkCard
                    key={card.key}
                    title={card.title}
                    tooltip={card.tooltip}
                    color={card.color}
                    openWork={openWork.data}
                    isSelected={selectedKey === card.key}
                    onSelect={() => handleSelect(card)}
                  />
                ) : (
                  <KpiCard
                    key={card.key}
                    card={card}
                    isSelected={selectedKey === card.key}
                    onSelect={() => handleSelect(card)}
                  />
                ),
              )}
            </Stack>
            {charted && (data.hasData || charted.key === OPEN_WORK) ? (
              <Paper variant="outlined" sx={{ mt: 2, p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
                <Stack
                  direction="row"
                  useFlexGap
                  spacing={1}
                  sx={{
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    mb: 1,
                  }}
                >
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {charted.title}
                  </Typography>
                  {data.chartType === 'date-column' ? (
                    <TimescaleToggle
                      allowed={charted.allowedTimescales}
                      value={data.timescale}
                      onChange={setTimescale}
                      disabled={isLoading}
                    />
                  ) : null}
                </Stack>
                <KpiChart
                  card={{ ...charted, chartType: data.chartType }}
                  timescale={data.timescale}
                  series={data.series}
                  slices={data.slices}
                  range={{ from: data.from, to: data.to }}
                  onPick={handlePick}
                />
              </Paper>
            ) : null}
          </>
        ) : null}
      </Box>
      <TaskListDialog
        title={pick?.title ?? ''}
        request={pick?.request ?? null}
        onClose={() => setPick(null)}
      />
    </Box>
  );
}
