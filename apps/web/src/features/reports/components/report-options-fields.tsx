import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ANALYTICS_PRESETS } from '@craftwork/domain/kpis/presets';
import {
  PAGE_ORIENTATIONS,
  type TReportOptionKey,
  type TReportOptions,
  type TReportType,
} from '@craftwork/domain/reports/report-types';
import { TASK_REPORT_TITLES } from '@craftwork/domain/reports/task-report-columns';
import { KpiMultiSelect } from '../../../components/kpi/kpi-multi-select';
import { PresetDateRange } from '../../../components/kpi/preset-date-range';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCraftTypeName } from '../../../lib/i18n/use-type-names';
import { useReportFilterOptions } from '../api/reports';
import { useReportNames } from '../utils/report-names';
import { shownOptions } from '../utils/report-options';

const DEFAULT_CARDS = '';
const MULTI_SELECTS: readonly TReportOptionKey[] = [
  'craftTypes',
  'companies',
  'locations',
  'statuses',
  'columns',
];

/**
 * The options a report type uses, and only those: the date range (with presets) unless a
 * scheduled run gives it, the craft type, company, location and status multi-selects (none
 * chosen means all), the task reports' PDF columns (none chosen: the default eight) and the KPI
 * template; then the PDF's page orientation. Choices come from reports.filterOptions.
 */
export function ReportOptionsFields({
  type,
  value,
  onChange,
  withDateRange,
  timeZone,
  rangeError,
}: {
  type: TReportType;
  value: TReportOptions;
  onChange: (value: TReportOptions) => void;
  /** False for a saved configuration: each run covers its own period. */
  withDateRange: boolean;
  timeZone: string;
  /** The date range's error, shown under it. */
  rangeError?: string;
}) {
  const { t } = useTranslation('reports');
  const craftTypeName = useCraftTypeName();
  const { columnName } = useReportNames();
  const choices = useReportFilterOptions();
  const shown = new Set(shownOptions(type, withDateRange));
  const data = choices.data;
  const set = (patch: Partial<TReportOptions>) => onChange({ ...value, ...patch });
  const hasMultiSelects = MULTI_SELECTS.some((key) => shown.has(key));
  return (
    <>
      {shown.has('dateRange') && (
        <Box role="group" aria-label={t('options.dateRange')}>
          <PresetDateRange
            value={{ from: value.from, to: value.to }}
            onChange={(range) => set(range)}
            presets={ANALYTICS_PRESETS}
            timeZone={timeZone}
          />
          {rangeError && <FormHelperText error>{rangeError}</FormHelperText>}
        </Box>
      )}
      {hasMultiSelects && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {shown.has('craftTypes') && (
            <KpiMultiSelect
              label={t('options.craftTypes')}
              options={(data?.craftTypes ?? []).map((c) => ({
                value: c.code,
                label: craftTypeName(c.code),
              }))}
              value={value.craftTypes}
              onChange={(craftTypes) => set({ craftTypes })}
            />
          )}
          {shown.has('companies') && (
            <KpiMultiSelect
              label={t('options.companies')}
              options={(data?.companies ?? []).map((c) => ({ value: c.id, label: c.name }))}
              value={value.companyIds}
              onChange={(companyIds) => set({ companyIds })}
            />
          )}
          {shown.has('locations') && (
            <KpiMultiSelect
              label={t('options.locations')}
              options={(data?.locations ?? []).map((l) => ({ value: l.id, label: l.title }))}
              value={value.locationIds}
              onChange={(locationIds) => set({ locationIds })}
            />
          )}
          {shown.has('statuses') && (
            <KpiMultiSelect
              label={t('options.statuses')}
              options={(data?.statuses ?? []).map((s) => ({ value: s.code, label: s.name }))}
              value={value.statuses}
              onChange={(statuses) => set({ statuses })}
            />
          )}
          {shown.has('columns') && (
            <KpiMultiSelect
              label={t('options.columns')}
              // What no chosen column reads as: the task reports' default eight.
              emptyLabel={t('options.defaultColumns')}
              // The value sent stays the column's English title; only its label is translated.
              options={TASK_REPORT_TITLES.map((title) => ({
                value: title,
                label: columnName(title),
              }))}
              value={value.columns}
              onChange={(columns) => set({ columns })}
            />
          )}
        </Box>
      )}
      <TextField
        select
        size="small"
        label={t('options.orientation')}
        value={value.orientation}
        onChange={(event) => {
          const orientation = PAGE_ORIENTATIONS.find((o) => o === event.target.value);
          if (orientation) set({ orientation });
        }}
        sx={{ width: { xs: '100%', sm: 300 } }}
      >
        {PAGE_ORIENTATIONS.map((o) => (
          <MenuItem key={o} value={o}>
            {t(`orientation.${o}`)}
          </MenuItem>
        ))}
      </TextField>
      {shown.has('kpiTemplate') && (
        <TextField
          select
          size="small"
          label={t('options.kpiTemplate')}
          value={value.kpiTemplateId ?? DEFAULT_CARDS}
          onChange={(event) =>
            set({ kpiTemplateId: event.target.value === DEFAULT_CARDS ? null : event.target.value })
          }
          sx={{ width: { xs: '100%', sm: 300 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value={DEFAULT_CARDS}>{t('options.defaultCards')}</MenuItem>
          {(data?.kpiTemplates ?? []).map((k) => (
            <MenuItem key={k.id} value={k.id}>
              {k.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {choices.isError && (
        <Typography variant="body2" color="text.secondary">
          {t('options.loadError', { error: errorText(choices.error) })}
        </Typography>
      )}
    </>
  );
}
