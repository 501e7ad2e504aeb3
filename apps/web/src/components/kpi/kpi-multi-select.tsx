import { useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useTranslation } from '../../lib/i18n/i18n';

/** The menu entry that clears the choice: nothing chosen means every option. */
const ALL_VALUE = '__all__';

/**
 * A KPI screen's labelled multi-select with an All option (spec 2.5 and 2.6): none chosen
 * means all and reads "All"; choosing All clears the choice; one choice reads its label,
 * several read how many. With `disabled` (a company user's own company) it only shows.
 */
export function KpiMultiSelect<V extends string | number>({
  label,
  options,
  value,
  onChange,
  disabled = false,
  width = 200,
  emptyLabel,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  /** The chosen values; empty means all. */
  value: readonly V[];
  onChange: (values: V[]) => void;
  disabled?: boolean;
  /** The box's width from 600 px up; below, the whole row. */
  width?: number;
  /** What none chosen reads as, and the entry that clears the choice ("All" unless said). */
  emptyLabel?: string;
}) {
  const { t } = useTranslation('common');
  const empty = emptyLabel ?? t('dateRange.all');
  const labelId = useId();
  const labels = new Map<V, string>(options.map((o) => [o.value, o.label]));
  const known = value.filter((v) => labels.has(v));
  return (
    <FormControl size="small" disabled={disabled} sx={{ width: { xs: '100%', sm: width } }}>
      <InputLabel id={labelId} shrink>
        {label}
      </InputLabel>
      <Select<(V | typeof ALL_VALUE)[]>
        multiple
        displayEmpty
        notched
        labelId={labelId}
        label={label}
        value={known}
        renderValue={(chosen) => {
          const [first] = chosen;
          if (first === undefined || first === ALL_VALUE) return empty;
          if (chosen.length === 1)
            return labels.get(first) ?? t('dateRange.selected', { count: 1 });
          return t('dateRange.selected', { count: chosen.length });
        }}
        onChange={(event) => {
          const next = event.target.value as (V | typeof ALL_VALUE)[];
          // All is the last one clicked when it ends the list: it clears the choice.
          if (next.includes(ALL_VALUE)) onChange([]);
          else onChange(next as V[]);
        }}
        sx={{ bgcolor: 'background.paper' }}
      >
        <MenuItem value={ALL_VALUE} dense>
          <Checkbox
            size="small"
            checked={known.length === 0}
            tabIndex={-1}
            disableRipple
            slotProps={{ input: { 'aria-hidden': true } }}
          />
          <ListItemText primary={empty} />
        </MenuItem>
        {options.map((option) => (
          <MenuItem key={String(option.value)} value={option.value} dense>
            <Checkbox
              size="small"
              checked={known.includes(option.value)}
              tabIndex={-1}
              disableRipple
              slotProps={{ input: { 'aria-hidden': true } }}
            />
            <ListItemText primary={option.label} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
