import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { KPI_RANGE_MESSAGE } from '@craftwork/domain/kpis/filters';
import {
  HISTORICAL_DEFAULT_PRESET,
  HISTORICAL_PRESETS,
  presetRange,
} from '@craftwork/domain/kpis/presets';
import type { TFunction } from 'i18next';
import { seesEveryMember } from '@craftwork/domain/usage/usage-metrics';
import {
  isCompleteRange,
  PresetDateRange,
  type TDayRangeValue,
} from '../../../components/kpi/preset-date-range';
import { toServerSort } from '../../../components/list/column-model';
import { ListControls } from '../../../components/list/list-controls';
import { ListGrid } from '../../../components/list/lazy-list-grid';
import { listExport } from '../../../components/list/use-csv-export';
import {
  listStorageKey,
  pageSizeOf,
  useListState,
  type TListState,
} from '../../../components/list/use-list-state';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TSiteContext } from '../../../lib/me';
import {
  useExportUsage,
  useUsageByCompany,
  useUsageFilterOptions,
  useUsagePage,
} from '../api/usage-metrics';
import {
  MOST_SIGN_INS_FIRST,
  NO_USAGE_FILTERS,
  usageFilter,
  ZUsageFilters,
  type TUsageFilters,
} from '../utils/filters';
import { ByCompanyCard } from './by-company-card';
import { USAGE_GRID_SORT_FIELDS, usageColumns, usageDefaultVisibility } from './usage-columns';
import { UsageFilters } from './usage-filters';

const STORAGE_KEY = listStorageKey(paths.usageMetrics);

/** What an incomplete or reversed range says in place of the rows (null when it is usable). */
export function usageRangeProblem(
  range: TDayRangeValue,
  t: TFunction<'integrations'>,
): string | null {
  if (range.from === null || range.to === null) return t('usage.chooseRange');
  // The domain's range refusal, as the server words it.
  return range.from > range.to ? KPI_RANGE_MESSAGE : null;
}

/**
 * /usage-metrics: the range (last 30 days at first), "No sign-in in", Company (plant
 * personnel and site admins), search, the sortable list with its export, and the counts by
 * company. Sort, filters, columns and search are remembered; the range is not.
 */
export function UsageMetricsScreen({ site }: { site: TSiteContext }) {
  const { t, i18n } = useTranslation('integrations');
  const language = i18n.language;
  const timeZone = site.timezone;
  const canFilterCompany = seesEveryMember(site.siteUser.permissions);
  const [range, setRange] = useState<TDayRangeValue>(() =>
    presetRange(HISTORICAL_DEFAULT_PRESET, new Date(), timeZone),
  );
  const columns = useMemo(() => usageColumns(timeZone, t, language), [timeZone, t, language]);
  const defaults = useMemo<TListState<TUsageFilters>>(
    () => ({
      columns: usageDefaultVisibility(columns),
      sort: MOST_SIGN_INS_FIRST,
      filters: NO_USAGE_FILTERS,
      search: '',
    }),
    [columns],
  );
  const list = useListState(STORAGE_KEY, defaults, ZUsageFilters);
  const { state, pagination } = list;
  const problem = usageRangeProblem(range, t);
  const usable = isCompleteRange(range) ? range : { from: '', to: '' };
  const filter = usageFilter(
    usable,
    state.filters,
    state.search,
    toServerSort(state.sort, USAGE_GRID_SORT_FIELDS),
    canFilterCompany,
  );
  const query = useUsagePage(
    { ...filter, page: pagination.page, pageSize: pageSizeOf(pagination) },
    problem === null,
  );
  const byCompany = useUsageByCompany(
    { from: usable.from, to: usable.to, companyId: filter.companyId },
    problem === null,
  );
  const options = useUsageFilterOptions(canFilterCompany);
  const exportCsv = useExportUsage();
  return (
    <>
      <Box sx={{ mb: 1.5 }}>
        <PresetDateRange
          value={range}
          onChange={(next) => {
            setRange(next);
            list.setPagination((prev) => (prev.page === 0 ? prev : { ...prev, page: 0 }));
          }}
          presets={HISTORICAL_PRESETS}
          timeZone={timeZone}
          initialPreset={HISTORICAL_DEFAULT_PRESET}
        />
      </Box>
      <ListControls
        searchPlaceholder={t('usage.searchPlaceholder')}
        list={list}
        filters={
          <UsageFilters
            filters={state.filters}
            options={options.data}
            canFilterCompany={canFilterCompany}
            onChange={(filters) => list.update({ filters })}
          />
        }
      />
      <ListGrid
        label={t('usage.title')}
        columns={columns}
        list={list}
        query={query}
        exportCsv={listExport(exportCsv, filter, list)}
        problem={problem}
      />
      <ByCompanyCard query={byCompany} problem={problem} />
    </>
  );
}
