import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DATE_RANGE_MESSAGE, isDateRangeReversed } from '@craftwork/domain/lists/date-range';

const FIELD_SX = { bgcolor: 'background.paper' } as const;

export type TLocationOption = { id: string; title: string };

/** The Location column's filter: any number of locations; none chosen means every location. */
export function LocationFilter({
  locations,
  value,
  onChange,
}: {
  locations: readonly TLocationOption[];
  value: readonly string[] | null;
  onChange: (ids: string[] | null) => void;
}) {
  const selected = value ?? [];
  const titles = new Map(locations.map((l) => [l.id, l.title]));
  return (
    <TextField
      select
      size="small"
      margin="none"
      label="Location"
      value={selected}
      sx={{ ...FIELD_SX, width: { xs: '100%', sm: 200 } }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (ids) => {
            const chosen = ids as string[];
            if (chosen.length === 0) return 'All locations';
            if (chosen.length === 1) return titles.get(chosen[0] ?? '') ?? '1 location';
            return `${chosen.length} locations`;
          },
        },
        inputLabel: { shrink: true },
      }}
      onChange={(event) => {
        const ids = event.target.value as unknown as string[];
        onChange(ids.length ? ids : null);
      }}
    >
      {locations.map((location) => (
        <MenuItem key={location.id} value={location.id} dense>
          <Checkbox
            size="small"
            checked={selected.includes(location.id)}
            tabIndex={-1}
            disableRipple
            slotProps={{ input: { 'aria-hidden': true } }}
          />
          <ListItemText primary={location.title} />
        </MenuItem>
      ))}
    </TextField>
  );
}

const INSTALLED_VALUES = { all: null, yes: true, no: false } as const;
type TInstalledChoice = keyof typeof INSTALLED_VALUES;

/** The Installed column's filter: Yes, No or both. */
export function InstalledFilter({
  value,
  onChange,
}: {
  value: boolean | null;
  onChange: (installed: boolean | null) => void;
}) {
  const choice: TInstalledChoice = value === null ? 'all' : value ? 'yes' : 'no';
  return (
    <TextField
      select
      size="small"
      margin="none"
      label="Installed"
      value={choice}
      onChange={(event) => onChange(INSTALLED_VALUES[event.target.value as TInstalledChoice])}
      sx={{ ...FIELD_SX, width: { xs: 'calc(50% - 6px)', sm: 130 } }}
    >
      <MenuItem value="all">All</MenuItem>
      <MenuItem value="yes">Yes</MenuItem>
      <MenuItem value="no">No</MenuItem>
    </TextField>
  );
}

/**
 * A date column's range filter ("Completed from/to", "Deleted from/to"): site calendar dates,
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
  const isReversed = isDateRangeReversed(from, to);
  const dateField = (end: 'from' | 'to', value: string | null) => (
    <TextField
      type="date"
      size="small"
      margin="none"
      label={`${label} ${end}`}
      value={value ?? ''}
      error={isReversed}
      helperText={isReversed && end === 'to' ? DATE_RANGE_MESSAGE : undefined}
      onChange={(event) =>
        onChange({ from, to, [end]: event.target.value === '' ? null : event.target.value })
      }
      // Only the box is white: the message under it stands on the page's background.
      sx={{ '& .MuiInputBase-root': FIELD_SX, width: { xs: 'calc(50% - 6px)', sm: 170 } }}
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
