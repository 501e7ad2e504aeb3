import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  INVENTORY_TRANSACTION_TYPES,
  inventoryTransactionTypeLabel,
  type TInventoryTransactionTypeCode,
} from '@craftwork/domain/catalogues/inventory';
import { DATE_RANGE_MESSAGE, isDateRangeReversed } from '@craftwork/domain/lists/date-range';
import type { TTransactionFilterOptions } from '../api/transactions';
import type { TTransactionFilters } from '../utils/filters';

const FIELD_SX = { bgcolor: 'background.paper' } as const;
const ALL = '';

/** Type: any number of the catalogue's types; none chosen means every type. */
function TypeFilter({
  value,
  onChange,
}: {
  value: readonly TInventoryTransactionTypeCode[] | null;
  onChange: (types: TInventoryTransactionTypeCode[] | null) => void;
}) {
  const selected = value ?? [];
  return (
    <TextField
      select
      size="small"
      margin="none"
      label="Type"
      value={selected}
      sx={{ ...FIELD_SX, width: { xs: '100%', sm: 220 } }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (codes) => {
            const chosen = codes as number[];
            if (chosen.length === 0) return 'All types';
            if (chosen.length === 1) return inventoryTransactionTypeLabel(chosen[0] ?? 0);
            return `${chosen.length} types`;
          },
        },
        inputLabel: { shrink: true },
      }}
      onChange={(event) => {
        const codes = event.target.value as unknown as TInventoryTransactionTypeCode[];
        onChange(codes.length ? codes : null);
      }}
    >
      {INVENTORY_TRANSACTION_TYPES.map((type) => (
        <MenuItem key={type.code} value={type.code} dense>
          <Checkbox
            size="small"
            checked={selected.includes(type.code)}
            tabIndex={-1}
            disableRipple
            slotProps={{ input: { 'aria-hidden': true } }}
          />
          <ListItemText primary={type.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One of a few choices or all of them (Object, Company). */
function ChoiceFilter({
  label,
  allLabel,
  choices,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  choices: readonly { id: string; name: string }[];
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  // A stored choice no longer offered (deleted since) still reads as chosen.
  const known = value === null || choices.some((c) => c.id === value);
  return (
    <TextField
      select
      size="small"
      margin="none"
      label={label}
      value={value ?? ALL}
      onChange={(event) => onChange(event.target.value === ALL ? null : event.target.value)}
      sx={{ ...FIELD_SX, width: { xs: '100%', sm: 200 } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={ALL}>{allLabel}</MenuItem>
      {known || value === null ? null : <MenuItem value={value}>[Unavailable]</MenuItem>}
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Created from/to: site calendar days, both included; a reversed range is marked and said. */
function CreatedRangeFilter({
  from,
  to,
  onChange,
}: {
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
      label={`Created ${end}`}
      value={value ?? ''}
      error={isReversed}
      helperText={isReversed && end === 'to' ? DATE_RANGE_MESSAGE : undefined}
      onChange={(event) =>
        onChange({ from, to, [end]: event.target.value === '' ? null : event.target.value })
      }
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

/** The list's filters: Type, Object, Company and the Created range. */
export function TransactionFilters({
  filters,
  options,
  onChange,
}: {
  filters: TTransactionFilters;
  options: TTransactionFilterOptions | undefined;
  onChange: (filters: TTransactionFilters) => void;
}) {
  const set = (patch: Partial<TTransactionFilters>) => onChange({ ...filters, ...patch });
  return (
    <>
      <TypeFilter value={filters.types} onChange={(types) => set({ types })} />
      <ChoiceFilter
        label="Object"
        allLabel="All objects"
        choices={(options?.objects ?? []).map((o) => ({ id: o.id, name: o.title }))}
        value={filters.objectId}
        onChange={(objectId) => set({ objectId })}
      />
      <ChoiceFilter
        label="Company"
        allLabel="All companies"
        choices={options?.companies ?? []}
        value={filters.companyId}
        onChange={(companyId) => set({ companyId })}
      />
      <CreatedRangeFilter from={filters.from} to={filters.to} onChange={(range) => set(range)} />
    </>
  );
}
