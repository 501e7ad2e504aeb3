import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { presetRange, type TDatePreset } from '@craftwork/domain/kpis/presets';
import { KPI_RANGE_MESSAGE } from '@craftwork/domain/kpis/filters';
import { useDomainText } from '../../lib/i18n/domain-text';
import { useTranslation } from '../../lib/i18n/i18n';
import { usePickerLocale } from '../../lib/i18n/picker-locale';

/** A range of whole site days (YYYY-MM-DD); an end is null until chosen. */
export type TDayRangeValue = { from: string | null; to: string | null };

const DAY = 'YYYY-MM-DD';
/** The spec's filter date format, in English; another language writes its own (dayjs's `L`). */
export const FILTER_DATE_FORMAT = 'MM/DD/YYYY';
const CUSTOM = 'custom';

/** Which preset a range equals today, or null for a custom range. */
export function presetOf(
  value: TDayRangeValue,
  presets: readonly TDatePreset[],
  timeZone: string,
  now = new Date(),
  preferred: TDatePreset | null = null,
): TDatePreset | null {
  const matches = (p: TDatePreset) => {
    const r = presetRange(p, now, timeZone);
    return r.from === value.from && r.to === value.to;
  };
  // Two presets can name the same days (on November 30, This Month and Last 30 Days): the
  // one the user chose wins while it still matches.
  if (preferred !== null && presets.includes(preferred) && matches(preferred)) return preferred;
  return presets.find(matches) ?? null;
}

/** Whether both ends are chosen and in order (the Update buttons' rule). */
export function isCompleteRange(value: TDayRangeValue): value is { from: string; to: string } {
  return value.from !== null && value.to !== null && value.from <= value.to;
}

/**
 * The KPI screens' date range: a preset menu (the spec's presets for the screen) and two
 * date pickers (MM/DD/YYYY in English, the language's own order otherwise); picking a date
 * makes the range custom.
 */
export function PresetDateRange({
  value,
  onChange,
  presets,
  timeZone,
  disabled = false,
  chosenPreset,
  initialPreset = null,
  onPresetChange,
}: {
  value: TDayRangeValue;
  onChange: (value: TDayRangeValue) => void;
  presets: readonly TDatePreset[];
  timeZone: string;
  disabled?: boolean;
  /**
   * The preset last picked, shown while the days still equal it (see presetOf), for a parent
   * that keeps it; without it the control remembers the pick itself.
   */
  chosenPreset?: TDatePreset | null;
  /** The preset the screen opens with (its default), remembered until another is picked. */
  initialPreset?: TDatePreset | null;
  onPresetChange?: (preset: TDatePreset) => void;
}) {
  const { t } = useTranslation('common');
  const { adapterLocale, localeText } = usePickerLocale();
  const domainText = useDomainText();
  const labelId = useId();
  const [picked, setPicked] = useState<TDatePreset | null>(initialPreset);
  const preferred = chosenPreset === undefined ? picked : chosenPreset;
  const preset = presetOf(value, presets, timeZone, new Date(), preferred);
  const reversed = value.from !== null && value.to !== null && value.from > value.to;
  const picker = (end: 'from' | 'to', label: string) => (
    <DatePicker
      label={label}
      // Without a format the field takes the language's (24.11.2026 in Polish).
      format={adapterLocale === undefined ? FILTER_DATE_FORMAT : undefined}
      disabled={disabled}
      value={value[end] ? dayjs(value[end]) : null}
      onChange={(next) => {
        const day = next && next.isValid() ? next.format(DAY) : null;
        onChange({ ...value, [end]: day });
      }}
      slotProps={{
        textField: {
          size: 'small',
          error: reversed && end === 'to',
          helperText: reversed && end === 'to' ? domainText(KPI_RANGE_MESSAGE) : undefined,
          sx: { width: { xs: '100%', sm: 200 } },
        },
        field: { clearable: true },
      }}
    />
  );
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={adapterLocale}
      localeText={localeText}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <FormControl size="small" sx={{ minWidth: 160 }} disabled={disabled}>
          <InputLabel id={labelId}>{t('dateRange.label')}</InputLabel>
          <Select
            labelId={labelId}
            label={t('dateRange.label')}
            value={preset ?? CUSTOM}
            onChange={(event) => {
              const chosen = event.target.value;
              if (chosen === CUSTOM) return;
              setPicked(chosen as TDatePreset);
              onPresetChange?.(chosen as TDatePreset);
              onChange(presetRange(chosen as TDatePreset, new Date(), timeZone));
            }}
          >
            {presets.map((p) => (
              <MenuItem key={p} value={p}>
                {t(`dateRange.presets.${p}`)}
              </MenuItem>
            ))}
            <MenuItem value={CUSTOM} disabled>
              {t('dateRange.custom')}
            </MenuItem>
          </Select>
        </FormControl>
        {picker('from', t('dateRange.from'))}
        {picker('to', t('dateRange.to'))}
      </Box>
    </LocalizationProvider>
  );
}
