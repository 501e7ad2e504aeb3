import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { customerDisplayName } from '@craftwork/domain/billing/customers';
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
      noOptionsText={query.isError ? 'Customers could not be loaded.' : 'No customers'}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Customer"
          required
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error ?? undefined}
        />
      )}
    />
  );
}
