import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  INVENTORY_TRANSACTION_TYPES,
  type TInventoryTransactionTypeCode,
} from '@craftwork/domain/catalogues/inventory';
import {
  DateRangeFilter,
  FILTER_FIELD_SX,
  MultiSelectFilter,
} from '../../../components/list/list-filters';
import type { TTransactionFilterOptions } from '../api/transactions';
import type { TTransactionFilters } from '../utils/filters';

const ALL = '';

const TYPE_OPTIONS = INVENTORY_TRANSACTION_TYPES.map((type) => ({
  value: type.code,
  label: type.label,
}));

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
      sx={{ ...FILTER_FIELD_SX, width: { xs: '100%', sm: 200 } }}
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
      <MultiSelectFilter<TInventoryTransactionTypeCode>
        label="Type"
        allLabel="All types"
        countLabel={(count) => (count === 1 ? '1 type' : `${count} types`)}
        options={TYPE_OPTIONS}
        value={filters.types}
        onChange={(types) => set({ types })}
        width={220}
      />
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
      <DateRangeFilter
        label="Created"
        from={filters.from}
        to={filters.to}
        onChange={(range) => set(range)}
      />
    </>
  );
}
