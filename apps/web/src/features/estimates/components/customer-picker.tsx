import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { customerDisplayName } from '@craftwork/domain/billing/customers';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCustomerChoices } from '../api/estimates';

export type TCustomerChoice = { id: string; name: string };

type TCustomerPickerProps = {
  value: TCustomerChoice | null;
  onChange: (customer: TCustomerChoice | null) => void;
  disabled?: boolean;
  error?: string | null;
  autoFocus?: boolean;
};

/** The Customer field: the site's customers searched by name as one types. */
export function CustomerPicker({
  value,
  onChange,
  disabled = false,
  error = null,
  autoFocus = false,
}: TCustomerPickerProps) {
  const { t } = useTranslation('billing');
  const [input, setInput] = useState('');
  const query = useCustomerChoices(input === value?.name ? '' : input);
  const options: TCustomerChoice[] = (query.data?.rows ?? []).map((c) => ({
    id: c.id,
    name: customerDisplayName(c),
  }));
  return (
    <Autocomplete
      value={value}
      options={options}
      disabled={disabled}
      loading={query.isFetching}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, next) => onChange(next)}
      onInputChange={(_event, next) => setInput(next)}
      noOptionsText={query.isError ? t('estimates.customersFailed') : t('newInvoice.noCustomers')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('newInvoice.customer')}
          required
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error ?? undefined}
        />
      )}
    />
  );
}
