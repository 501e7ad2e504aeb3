import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

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

/** The Completed column's date-range filter (site calendar dates, both days included). */
export function CompletedRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string | null;
  to: string | null;
  onChange: (range: { completedFrom: string | null; completedTo: string | null }) => void;
}) {
  const dateField = (label: string, value: string | null, key: 'completedFrom' | 'completedTo') => (
    <TextField
      type="date"
      size="small"
      margin="none"
      label={label}
      value={value ?? ''}
      onChange={(event) =>
        onChange({
          completedFrom: from,
          completedTo: to,
          [key]: event.target.value === '' ? null : event.target.value,
        })
      }
      sx={{ ...FIELD_SX, width: { xs: 'calc(50% - 6px)', sm: 170 } }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          min: key === 'completedTo' ? (from ?? undefined) : undefined,
          max: key === 'completedFrom' ? (to ?? undefined) : undefined,
        },
      }}
    />
  );
  return (
    <>
      {dateField('Completed from', from, 'completedFrom')}
      {dateField('Completed to', to, 'completedTo')}
    </>
  );
}
