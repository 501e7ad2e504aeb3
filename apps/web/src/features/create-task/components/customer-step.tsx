import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCreateCustomerForJob, useCustomerPick, type TCustomerPick } from '../api/job-customer';
import type { TJobCustomer } from '../utils/job-prefill';

/** The pick's problems (their texts: customer.selectCustomer and customer.selectLocation). */
const SELECT_CUSTOMER = 'selectCustomer';
const SELECT_LOCATION = 'selectLocation';
type TPickError = typeof SELECT_CUSTOMER | typeof SELECT_LOCATION;

/**
 * The Job's first step on /create-customer-task: an existing customer and one of its
 * locations, or a new customer with its first location (created at once); then the task
 * wizard's steps follow.
 */
export function CustomerStep({
  initial,
  onChosen,
}: {
  initial: TJobCustomer | null;
  onChosen: (customer: TJobCustomer) => void;
}) {
  const { t } = useTranslation('createTask');
  const [isCreating, setIsCreating] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('customer.heading')}
      </Typography>
      {isCreating ? (
        <NewCustomerForm onCancel={() => setIsCreating(false)} onCreated={onChosen} />
      ) : (
        <PickCustomer initial={initial} onChosen={onChosen} onNew={() => setIsCreating(true)} />
      )}
    </Paper>
  );
}

function PickCustomer({
  initial,
  onChosen,
  onNew,
}: {
  initial: TJobCustomer | null;
  onChosen: (customer: TJobCustomer) => void;
  onNew: () => void;
}) {
  const { t } = useTranslation('createTask');
  const [search, setSearch] = useState('');
  const [customer, setCustomer] = useState<TCustomerPick | null>(null);
  const [locationId, setLocationId] = useState(initial?.customerLocationId ?? '');
  const [error, setError] = useState<TPickError | null>(null);
  const picks = useCustomerPick(search.trim());
  const options = picks.data ?? [];
  // The customer chosen before (Change customer) until the list holds it.
  const chosen = customer ?? options.find((c) => c.id === initial?.customerId) ?? null;
  const locations = chosen?.locations ?? [];

  const choose = (next: TCustomerPick | null) => {
    setCustomer(next);
    setError(null);
    setLocationId(next?.locations.length === 1 ? (next.locations[0]?.id ?? '') : '');
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setError(SELECT_CUSTOMER);
    const location = locations.find((l) => l.id === locationId);
    if (locations.length > 0 && !location) return setError(SELECT_LOCATION);
    onChosen({
      customerId: chosen.id,
      customerName: chosen.name,
      customerLocationId: location?.id ?? null,
      address: location?.fullAddress ?? null,
    });
  };

  return (
    <Stack
      component="form"
      aria-label={t('customer.form')}
      noValidate
      spacing={2}
      onSubmit={handleSubmit}
    >
      {picks.isError && <Alert severity="error">{errorText(picks.error)}</Alert>}
      <Autocomplete
        id="job-customer"
        options={options}
        value={chosen}
        onChange={(_, next) => choose(next)}
        onInputChange={(_, text, reason) => {
          if (reason === 'input' || reason === 'clear') setSearch(text.slice(0, 200));
        }}
        filterOptions={(all) => all}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={picks.isFetching}
        noOptionsText={search.trim() ? t('customer.noMatches') : t('customer.noCustomers')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('customer.label')}
            required
            error={error === SELECT_CUSTOMER}
            helperText={
              error === SELECT_CUSTOMER ? t('customer.selectCustomer') : t('customer.searchHelp')
            }
          />
        )}
      />
      {chosen && locations.length > 0 && (
        <TextField
          id="job-customer-location"
          select
          label={t('customer.location')}
          required
          value={locationId}
          onChange={(event) => {
            setLocationId(event.target.value);
            setError(null);
          }}
          error={error === SELECT_LOCATION}
          helperText={error === SELECT_LOCATION ? t('customer.selectLocation') : undefined}
          fullWidth
        >
          {locations.map((location) => (
            <MenuItem key={location.id} value={location.id}>
              {location.fullAddress}
            </MenuItem>
          ))}
        </TextField>
      )}
      {chosen && locations.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('customer.noLocation')}
        </Typography>
      )}
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between' }}
      >
        <Button startIcon={<AddIcon aria-hidden="true" />} onClick={onNew}>
          {t('customer.new')}
        </Button>
        <Button type="submit" variant="contained">
          {t('customer.next')}
        </Button>
      </Stack>
    </Stack>
  );
}

function NewCustomerForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: (customer: TJobCustomer) => void;
}) {
  const { t } = useTranslation('createTask');
  const create = useCreateCustomerForJob();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState('');
  const [touched, setTouched] = useState(false);
  const nameError = touched && !name.trim() ? t('customer.nameRequired') : null;
  const addressError = touched && !address.trim() ? t('customer.addressRequired') : null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!name.trim() || !address.trim() || create.isPending) return;
    create.mutate(
      {
        customer: { name, email, phone },
        location: { fullAddress: address },
      },
      {
        onSuccess: (created) =>
          onCreated({
            customerId: created.customerId,
            customerName: name.trim(),
            customerLocationId: created.customerLocationId,
            address: address.trim(),
          }),
      },
    );
  };

  return (
    <Stack
      component="form"
      aria-label={t('customer.newForm')}
      noValidate
      spacing={2}
      onSubmit={handleSubmit}
    >
      <TextField
        id="job-new-customer-name"
        label={t('customer.name')}
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={!!nameError}
        helperText={nameError}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.title } }}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id="job-new-customer-email"
          label={t('customer.email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.email } }}
          fullWidth
        />
        <TextField
          id="job-new-customer-phone"
          label={t('customer.phone')}
          type="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.phone } }}
          fullWidth
        />
      </Stack>
      <TextField
        id="job-new-customer-address"
        label={t('customer.address')}
        required
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        error={!!addressError}
        helperText={addressError ?? t('customer.addressHelp')}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        fullWidth
      />
      {create.isError && <Alert severity="error">{errorText(create.error)}</Alert>}
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between' }}
      >
        <Button onClick={onCancel} disabled={create.isPending}>
          {t('customer.chooseExisting')}
        </Button>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? t('customer.creating') : t('customer.create')}
        </Button>
      </Stack>
    </Stack>
  );
}
