import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { TKpiFilterOptions } from '@craftwork/domain/kpis/dashboard';
import { HISTORICAL_DEFAULT_PRESET, HISTORICAL_PRESETS } from '@craftwork/domain/kpis/presets';
import { KpiMultiSelect } from '../../../components/kpi/kpi-multi-select';
import {
  PresetDateRange,
  isCompleteRange,
  type TDayRangeValue,
} from '../../../components/kpi/preset-date-range';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCraftTypeName, useTaskTypeName } from '../../../lib/i18n/use-type-names';

/** The filters as chosen on the screen, before Historical Update applies them. */
export type TDraftFilters = {
  range: TDayRangeValue;
  taskTypes: number[];
  departments: string[];
  companyIds: string[];
  craftTypes: number[];
};

/** The Historical Update rule (spec 2.5): two dates chosen, in order, and nothing loading. */
export function canApplyFilters(draft: TDraftFilters, isLoading: boolean): boolean {
  return !isLoading && isCompleteRange(draft.range);
}

/**
 * The Historical Data filters: the date range with the spec's presets, task type,
 * departments, companies and craft types (each with All), and the Historical Update button.
 * A company user's company filter shows only their company and cannot be changed.
 */
export function HistoricalFilters({
  draft,
  onChange,
  onApply,
  options,
  timeZone,
  isLoading,
  lockedCompanyId,
}: {
  draft: TDraftFilters;
  onChange: (draft: TDraftFilters) => void;
  onApply: () => void;
  options: TKpiFilterOptions | undefined;
  timeZone: string;
  isLoading: boolean;
  /** A company user's company: the only company offered, always applied. */
  lockedCompanyId: string | null;
}) {
  const { t } = useTranslation('kpis');
  const craftTypeName = useCraftTypeName();
  const taskTypeName = useTaskTypeName();
  const companies = (options?.companies ?? []).filter(
    (c) => lockedCompanyId === null || c.id === lockedCompanyId,
  );
  return (
    <Stack
      component="form"
      aria-label={t('dashboard.filtersLabel')}
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (canApplyFilters(draft, isLoading)) onApply();
      }}
    >
      <PresetDateRange
        value={draft.range}
        onChange={(range) => onChange({ ...draft, range })}
        presets={HISTORICAL_PRESETS}
        timeZone={timeZone}
        initialPreset={HISTORICAL_DEFAULT_PRESET}
      />
      <KpiMultiSelect
        label={t('dashboard.taskType')}
        options={(options?.taskTypes ?? []).map((o) => ({
          value: o.code,
          label: taskTypeName(o.code),
        }))}
        value={draft.taskTypes}
        onChange={(taskTypes) => onChange({ ...draft, taskTypes })}
        width={170}
      />
      <KpiMultiSelect
        label={t('dashboard.departments')}
        options={(options?.departments ?? []).map((d) => ({ value: d, label: d }))}
        value={draft.departments}
        onChange={(departments) => onChange({ ...draft, departments })}
        width={170}
      />
      <KpiMultiSelect
        label={t('dashboard.companies')}
        options={companies.map((c) => ({ value: c.id, label: c.name }))}
        value={lockedCompanyId === null ? draft.companyIds : [lockedCompanyId]}
        onChange={(companyIds) => onChange({ ...draft, companyIds })}
        disabled={lockedCompanyId !== null}
        width={220}
      />
      <KpiMultiSelect
        label={t('dashboard.craftTypes')}
        options={(options?.craftTypes ?? []).map((o) => ({
          value: o.code,
          label: craftTypeName(o.code),
        }))}
        value={draft.craftTypes}
        onChange={(craftTypes) => onChange({ ...draft, craftTypes })}
        width={170}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!canApplyFilters(draft, isLoading)}
        startIcon={
          isLoading ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined
        }
        sx={{ height: 40, width: { xs: '100%', sm: 'auto' } }}
      >
        {t('dashboard.update')}
      </Button>
    </Stack>
  );
}
