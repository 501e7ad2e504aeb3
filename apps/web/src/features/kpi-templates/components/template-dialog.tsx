import { ERROR_REASONS } from '@craftwork/domain/errors/errors';
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { KPI_TIMESCALES, type TKpiKey, type TKpiTimescale } from '@craftwork/domain/kpis/keys';
import { HISTORICAL_PRESETS, presetRange, type TDatePreset } from '@craftwork/domain/kpis/presets';
import {
  DEFAULT_TEMPLATE_FILTERS,
  KPI_TEMPLATE_LIMITS,
  KPI_TEMPLATE_TEXTS,
  templateRangeText,
  ZKpiTemplateFields,
  type TKpiTemplateFields,
  type TKpiTemplateRange,
} from '@craftwork/domain/kpis/templates';
import { KpiMultiSelect } from '../../../components/kpi/kpi-multi-select';
import { useKpiCardText } from '../../../components/kpi/use-kpi-card-text';
import {
  isCompleteRange,
  presetOf,
  PresetDateRange,
  type TDayRangeValue,
} from '../../../components/kpi/preset-date-range';
import { FormDialog, FormDialogActions } from '../../../components/ui/form-dialog';
import { errorText } from '../../../lib/i18n/error-text';
import { isRefusal } from '../../../lib/error-reason';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCraftTypeName, useTaskTypeName } from '../../../lib/i18n/use-type-names';
import { useNotify } from '../../../lib/notify';
import {
  useCreateKpiTemplate,
  useTemplateFilterOptions,
  useUpdateKpiTemplate,
  type TKpiTemplate,
  type TKpiTemplateCard,
} from '../api/kpi-templates';
import { domainText, domainTextOf } from '../../../lib/i18n/domain-text';

type TTemplateDialogProps = {
  open: boolean;
  /** The template to edit; a new one when null. */
  template: TKpiTemplate | null;
  /** The site's KPI cards in card order. */
  cards: readonly TKpiTemplateCard[];
  timeZone: string;
  onClose: () => void;
};

/** New template and Edit template: name, KPIs, dates, filters and timescale. */
export function TemplateDialog(props: TTemplateDialogProps) {
  return (
    <FormDialog open={props.open} onClose={props.onClose} maxWidth={720}>
      {(titleId, onPending) => <TemplateForm {...props} titleId={titleId} onPending={onPending} />}
    </FormDialog>
  );
}

/** The days the dialog shows for a saved range: a preset's days today, or the fixed days. */
function rangeDays(range: TKpiTemplateRange, timeZone: string): TDayRangeValue {
  return range.kind === 'preset' ? presetRange(range.preset, new Date(), timeZone) : range;
}

/**
 * The range to save: the preset the days equal today (resolved again whenever the template is
 * opened) unless the exact dates are kept, else the fixed days.
 */
function rangeToSave(
  days: TDayRangeValue,
  keepDates: boolean,
  timeZone: string,
  chosen: TDatePreset | null,
): TKpiTemplateRange | null {
  if (!isCompleteRange(days)) return null;
  const preset = presetOf(days, HISTORICAL_PRESETS, timeZone, new Date(), chosen);
  if (preset && !keepDates) return { kind: 'preset', preset };
  return { kind: 'fixed', from: days.from, to: days.to };
}

function TemplateForm({
  template,
  cards,
  timeZone,
  onClose,
  titleId,
  onPending,
}: TTemplateDialogProps & { titleId: string; onPending: (pending: boolean) => void }) {
  const { t } = useTranslation('kpis');
  const cardText = useKpiCardText();
  const craftTypeName = useCraftTypeName();
  const taskTypeName = useTaskTypeName();
  const notify = useNotify();
  const create = useCreateKpiTemplate();
  const update = useUpdateKpiTemplate();
  const options = useTemplateFilterOptions(true);
  const saved = template?.filters ?? DEFAULT_TEMPLATE_FILTERS;
  const [name, setName] = useState(template?.name ?? '');
  const [kpiKeys, setKpiKeys] = useState<TKpiKey[]>(
    template?.kpiKeys ?? cards.filter((c) => c.enabled).map((c) => c.key),
  );
  const [days, setDays] = useState<TDayRangeValue>(rangeDays(saved.range, timeZone));
  const [keepDates, setKeepDates] = useState(saved.range.kind === 'fixed');
  const [chosenPreset, setChosenPreset] = useState<TDatePreset | null>(
    saved.range.kind === 'preset' ? saved.range.preset : null,
  );
  const [taskTypes, setTaskTypes] = useState<number[]>(saved.taskTypes);
  const [departments, setDepartments] = useState<string[]>(saved.departments);
  const [companyIds, setCompanyIds] = useState<string[]>(saved.companyIds);
  const [craftTypes, setCraftTypes] = useState<number[]>(saved.craftTypes);
  const [timescale, setTimescale] = useState<TKpiTimescale>(template?.timescale ?? 'weekly');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  // The name the server found taken: said under the field until it changes.
  const [takenName, setTakenName] = useState<string | null>(null);

  const range = rangeToSave(days, keepDates, timeZone, chosenPreset);
  const preset = isCompleteRange(days)
    ? presetOf(days, HISTORICAL_PRESETS, timeZone, new Date(), chosenPreset)
    : null;
  const candidate = {
    name,
    kpiKeys,
    filters: { range, taskTypes, departments, companyIds, craftTypes },
    timescale,
  };
  const parsed = ZKpiTemplateFields.safeParse(candidate);
  const errors: Partial<Record<'name' | 'kpiKeys' | 'filters', string>> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      errors[issue.path[0] as 'name' | 'kpiKeys' | 'filters'] ??= issue.message;
  if (takenName !== null && name === takenName) errors.name ??= KPI_TEMPLATE_TEXTS.duplicateName;
  const valid = parsed.success && !errors.name;

  // Cards the site switched off stay offered when the template already shows them.
  const offered = cards.filter((c) => c.enabled || kpiKeys.includes(c.key));
  const toggle = (key: TKpiKey, on: boolean) =>
    setKpiKeys((keys) => (on ? [...keys, key] : keys.filter((k) => k !== key)));
  const allChosen = offered.every((c) => kpiKeys.includes(c.key));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success || !valid) return;
    const fields: TKpiTemplateFields = parsed.data;
    setSaving(true);
    onPending(true);
    try {
      if (template) await update.mutateAsync({ id: template.id, ...fields });
      else await create.mutateAsync(fields);
      notify.success(template ? t('templates.updated') : t('templates.created'));
      onPending(false);
      onClose();
    } catch (error) {
      if (isRefusal(error, ERROR_REASONS.nameTaken)) setTakenName(name);
      else notify.error(error);
      setSaving(false);
      onPending(false);
    }
  };

  const data = options.data;
  const rangeHelp = range
    ? range.kind === 'preset'
      ? t('templates.dialog.opensWithPreset', { range: templateRangeText(range) })
      : t('templates.dialog.opensWith', { range: templateRangeText(range) })
    : t('templates.dialog.chooseDates');

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <DialogTitle id={titleId}>
        {template ? t('templates.dialog.editTitle') : t('templates.newTemplate')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            label={t('templates.dialog.name')}
            required
            autoFocus
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
            error={Boolean((touched || takenName !== null) && errors.name)}
            helperText={(touched || takenName !== null) && domainTextOf(errors.name)}
            slotProps={{ htmlInput: { maxLength: KPI_TEMPLATE_LIMITS.name } }}
            fullWidth
          />
          <FormControl component="fieldset" error={Boolean(errors.kpiKeys)}>
            <FormLabel component="legend">{t('templates.dialog.kpis')}</FormLabel>
            <FormControlLabel
              control={
                <Checkbox
                  checked={allChosen}
                  indeterminate={!allChosen && kpiKeys.length > 0}
                  onChange={(event) =>
                    setKpiKeys(event.target.checked ? offered.map((c) => c.key) : [])
                  }
                />
              }
              label={t('templates.dialog.allKpis')}
            />
            <FormGroup
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
                columnGap: 1,
                pl: 1,
              }}
            >
              {offered.map((card) => (
                <FormControlLabel
                  key={card.key}
                  control={
                    <Checkbox
                      size="small"
                      checked={kpiKeys.includes(card.key)}
                      onChange={(event) => toggle(card.key, event.target.checked)}
                    />
                  }
                  label={
                    <Typography variant="body2">{cardText.title(card.key, card.title)}</Typography>
                  }
                />
              ))}
            </FormGroup>
            {errors.kpiKeys && <FormHelperText>{domainText(errors.kpiKeys)}</FormHelperText>}
          </FormControl>
          <Box>
            <FormLabel component="div" sx={{ mb: 1.5 }}>
              {t('templates.dialog.dates')}
            </FormLabel>
            <PresetDateRange
              value={days}
              onChange={setDays}
              presets={HISTORICAL_PRESETS}
              timeZone={timeZone}
              chosenPreset={chosenPreset}
              onPresetChange={setChosenPreset}
            />
            <FormControlLabel
              sx={{ mt: 0.5 }}
              disabled={preset === null}
              control={
                <Checkbox
                  size="small"
                  checked={keepDates || preset === null}
                  onChange={(event) => setKeepDates(event.target.checked)}
                />
              }
              label={t('templates.dialog.keepDates')}
            />
            <FormHelperText error={Boolean(errors.filters)}>
              {domainTextOf(errors.filters) ?? rangeHelp}
            </FormHelperText>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <KpiMultiSelect
              label={t('templates.dialog.taskType')}
              options={(data?.taskTypes ?? []).map((o) => ({
                value: o.code,
                label: taskTypeName(o.code),
              }))}
              value={taskTypes}
              onChange={setTaskTypes}
            />
            <KpiMultiSelect
              label={t('templates.dialog.departments')}
              options={(data?.departments ?? []).map((d) => ({ value: d, label: d }))}
              value={departments}
              onChange={setDepartments}
            />
            <KpiMultiSelect
              label={t('templates.dialog.companies')}
              options={(data?.companies ?? []).map((c) => ({ value: c.id, label: c.name }))}
              value={companyIds}
              onChange={setCompanyIds}
            />
            <KpiMultiSelect
              label={t('templates.dialog.craftTypes')}
              options={(data?.craftTypes ?? []).map((c) => ({
                value: c.code,
                label: craftTypeName(c.code),
              }))}
              value={craftTypes}
              onChange={setCraftTypes}
            />
          </Box>
          {options.isError && (
            <Typography variant="body2" color="text.secondary">
              {t('templates.dialog.filtersError', {
                error: errorText(options.error),
              })}
            </Typography>
          )}
          <TextField
            select
            label={t('templates.dialog.timescale')}
            value={timescale}
            onChange={(event) => setTimescale(event.target.value as TKpiTimescale)}
            sx={{ width: { xs: '100%', sm: 200 } }}
            size="small"
          >
            {KPI_TIMESCALES.map((timescale) => (
              <MenuItem key={timescale} value={timescale}>
                {t(`dashboard.timescales.${timescale}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onClose} isPending={saving} canSave={valid} />
    </form>
  );
}
