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
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TTransactionFilterOptions } from '../api/transactions';
import type { TTransactionFilters } from '../utils/filters';

const ALL = '';

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
  const { t } = useTranslation('inventory');
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
      {known || value === null ? null : <MenuItem value={value}>{t('empty.unavailable')}</MenuItem>}
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
  const { t } = useTranslation('inventory');
  const set = (patch: Partial<TTransactionFilters>) => onChange({ ...filters, ...patch });
  const typeOptions = INVENTORY_TRANSACTION_TYPES.map((type) => ({
    value: type.code,
    label: t(`transactions.types.${type.code}`),
  }));
  return (
    <>
      <MultiSelectFilter<TInventoryTransactionTypeCode>
        label={t('transactions.filters.type')}
        allLabel={t('transactions.filters.allTypes')}
        countLabel={(count) => t('transactions.filters.typeCount', { count })}
        options={typeOptions}
        value={filters.types}
        onChange={(types) => set({ types })}
        width={220}
      />
      <ChoiceFilter
        label={t('transactions.filters.object')}
        allLabel={t('transactions.filters.allObjects')}
        choices={(options?.objects ?? []).map((o) => ({ id: o.id, name: o.title }))}
        value={filters.objectId}
        onChange={(objectId) => set({ objectId })}
      />
      <ChoiceFilter
        label={t('transactions.filters.company')}
        allLabel={t('transactions.filters.allCompanies')}
        choices={options?.companies ?? []}
        value={filters.companyId}
        onChange={(companyId) => set({ companyId })}
      />
      <DateRangeFilter
        label={t('transactions.filters.created')}
        from={filters.from}
        to={filters.to}
        onChange={(range) => set(range)}
      />
    </>
  );
}
