import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { isDateRangeReversed } from '@craftwork/domain/lists/date-range';
import { useTranslation } from '../../lib/i18n/i18n';

/** A filter's box is white on the page's grey. */
export const FILTER_FIELD_SX = { bgcolor: 'background.paper' } as const;

/**
 * A column's filter of any number of choices (Location, Type); none chosen means every one.
 * The box reads the one chosen choice's label, or how many are chosen.
 */
export function MultiSelectFilter<V extends string | number>({
  label,
  allLabel,
  countLabel,
  options,
  value,
  onChange,
  width,
}: {
  label: string;
  /** Shown when none is chosen ("All locations"). */
  allLabel: string;
  /** Shown for several chosen ("3 locations"), or one no longer offered. */
  countLabel: (count: number) => string;
  options: readonly { value: V; label: string }[];
  value: readonly V[] | null;
  onChange: (values: V[] | null) => void;
  /** The box's width from 600 px up; below, the whole row. */
  width: number;
}) {
  const selected = value ?? [];
  const labels = new Map<V, string>(options.map((o) => [o.value, o.label]));
  return (
    <TextField
      select
      size="small"
      margin="none"
      label={label}
      value={selected}
      sx={{ ...FILTER_FIELD_SX, width: { xs: '100%', sm: width } }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (values) => {
            const chosen = values as V[];
            const [first] = chosen;
            if (first === undefined) return allLabel;
            if (chosen.length === 1) return labels.get(first) ?? countLabel(1);
            return countLabel(chosen.length);
          },
        },
        inputLabel: { shrink: true },
      }}
      onChange={(event) => {
        const values = event.target.value as unknown as V[];
        onChange(values.length ? values : null);
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} dense>
          <Checkbox
            size="small"
            checked={selected.includes(option.value)}
            tabIndex={-1}
            disableRipple
            slotProps={{ input: { 'aria-hidden': true } }}
          />
          <ListItemText primary={option.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A date column's range filter ("Completed from/to", "Created from/to"): site calendar dates,
 * both days included. A "to" before "from" is marked and said, never silently empty.
 */
export function DateRangeFilter({
  label,
  from,
  to,
  onChange,
}: {
  /** The column's name: the fields read "{label} from" and "{label} to". */
  label: string;
  from: string | null;
  to: string | null;
  onChange: (range: { from: string | null; to: string | null }) => void;
}) {
  const { t } = useTranslation('lists');
  const isReversed = isDateRangeReversed(from, to);
  const dateField = (end: 'from' | 'to', value: string | null) => (
    <TextField
      type="date"
      size="small"
      margin="none"
      label={end === 'from' ? t('filters.from', { label }) : t('filters.to', { label })}
      value={value ?? ''}
      error={isReversed}
      helperText={isReversed && end === 'to' ? t('filters.dateRangeReversed') : undefined}
      onChange={(event) =>
        onChange({ from, to, [end]: event.target.value === '' ? null : event.target.value })
      }
      // Only the box is white: the message under it stands on the page's background.
      sx={{ '& .MuiInputBase-root': FILTER_FIELD_SX, width: { xs: 'calc(50% - 6px)', sm: 170 } }}
      slotProps={{
        inputLabel: { shrink: true },
        formHelperText: { sx: { mx: 0 } },
        htmlInput: {
          min: end === 'to' ? (from ?? undefined) : undefined,
          max: end === 'from' ? (to ?? undefined) : undefined,
        },
      }}
    />
  );
  return (
    <>
      {dateField('from', from)}
      {dateField('to', to)}
    </>
  );
}
