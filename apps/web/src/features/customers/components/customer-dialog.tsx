import { useState, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  CUSTOMER_TYPES,
  MAX_TAGS,
  ZCustomerInput,
  customerDisplayName,
  type TCustomerType,
} from '@craftwork/domain/billing/customers';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';
import { FormDialog, FormDialogActions } from '../../../components/ui/form-dialog';
import { useNotify } from '../../../lib/notify';
import { useTranslation } from '../../../lib/i18n/i18n';
import {
  useCustomers,
  useCustomerTags,
  useSaveCustomer,
  type TCustomerDetail,
  type TCustomerRow,
} from '../api/customers';
import { issuesByField } from '../utils/form-errors';
import { domainTextOf } from '../../../lib/i18n/domain-text';

type TField =
  | 'name'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'notes'
  | 'type'
  | 'tags'
  | 'billToCustomerId'
  | 'website';

type TCustomerDialogProps = {
  open: boolean;
  /** The customer to edit; a new one when null. */
  customer: TCustomerRow | TCustomerDetail | null;
  onClose: () => void;
  /** Called with the saved customer's id. */
  onSaved?: (id: string) => void;
};

/** New Customer and Edit Customer: every field a person types of the spec's Customer. */
export function CustomerDialog(props: TCustomerDialogProps) {
  return (
    <FormDialog open={props.open} onClose={props.onClose} maxWidth={640}>
      {(titleId, onPending) => <CustomerForm {...props} titleId={titleId} onPending={onPending} />}
    </FormDialog>
  );
}

type TBillTo = { id: string; name: string };

function CustomerForm({
  customer,
  onClose,
  onSaved,
  titleId,
  onPending,
}: TCustomerDialogProps & { titleId: string; onPending: (pending: boolean) => void }) {
  const { t } = useTranslation('billing');
  const notify = useNotify();
  const save = useSaveCustomer();
  const tagsQuery = useCustomerTags();
  const [name, setName] = useState(customer?.name ?? '');
  const [firstName, setFirstName] = useState(customer?.firstName ?? '');
  const [lastName, setLastName] = useState(customer?.lastName ?? '');
  const [email, setEmail] = useState(customer?.email ?? '');
  const [phone, setPhone] = useState(customer?.phone ?? '');
  const [website, setWebsite] = useState(customer?.website ?? '');
  const [notes, setNotes] = useState(customer?.notes ?? '');
  const [type, setType] = useState<TCustomerType>(customer?.type ?? 'commercial');
  const [tags, setTags] = useState<string[]>(customer?.tags ?? []);
  const [isTaxExempt, setTaxExempt] = useState(customer?.isTaxExempt ?? false);
  const [billTo, setBillTo] = useState<TBillTo | null>(
    customer?.billToCustomerId
      ? { id: customer.billToCustomerId, name: customer.billToCustomerName ?? '' }
      : null,
  );
  const [billToSearch, setBillToSearch] = useState('');
  const billToQuery = useCustomers({ search: billToSearch, limit: 20 });
  const billToOptions: TBillTo[] = (billToQuery.data?.rows ?? [])
    .filter((c) => c.id !== customer?.id)
    .map((c) => ({ id: c.id, name: customerDisplayName(c) }));
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});

  const clear = (name: TField) => setErrors((e) => ({ ...e, [name]: undefined }));
  const field = (name: TField) => ({ error: Boolean(errors[name]), helperText: errors[name] });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCustomerInput.safeParse({
      id: customer?.id ?? null,
      name,
      firstName,
      lastName,
      email,
      phone,
      notes,
      type,
      tags,
      isTaxExempt,
      billToCustomerId: billTo?.id ?? null,
      website,
    });
    if (!parsed.success) {
      setErrors(issuesByField<TField>(parsed.error.issues));
      return;
    }
    onPending(true);
    save.mutate(parsed.data, {
      onSuccess: ({ id }) => {
        notify.success(customer ? t('customerDialog.saved') : t('customerDialog.added'));
        onSaved?.(id);
        onClose();
      },
      onError: (error) => notify.error(error),
      onSettled: () => onPending(false),
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <DialogTitle id={titleId}>
        {customer ? t('customerDialog.editTitle') : t('customers.newCustomer')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('customers.columns.name')}
            required
            autoFocus
            fullWidth
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              clear('name');
            }}
            // Named without the required mark (announced as required anyway), so that the
            // field is found by its label "Name" alone.
            slotProps={{
              htmlInput: {
                maxLength: TEXT_LIMITS.title,
                'aria-label': t('customers.columns.name'),
              },
            }}
            {...field('name')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('customerDialog.firstName')}
              fullWidth
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
              slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.personName } }}
              {...field('firstName')}
            />
            <TextField
              label={t('customerDialog.lastName')}
              fullWidth
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
              slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.personName } }}
              {...field('lastName')}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('customers.columns.email')}
              type="email"
              fullWidth
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                clear('email');
              }}
              slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.email } }}
              {...field('email')}
            />
            <TextField
              label={t('customers.columns.phone')}
              type="tel"
              fullWidth
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.phone } }}
              {...field('phone')}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={t('customers.columns.type')}
              fullWidth
              value={type}
              onChange={(e) => setType(e.target.value as TCustomerType)}
              {...field('type')}
            >
              {CUSTOMER_TYPES.map((ct) => (
                <MenuItem key={ct} value={ct}>
                  {t(`customerType.${ct}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('customers.details.website')}
              type="url"
              fullWidth
              // eslint-disable-next-line no-restricted-syntax -- an address's scheme, the same in every language
              placeholder="https://"
              value={website}
              onChange={(e) => {
                setWebsite(e.target.value);
                clear('website');
              }}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              {...field('website')}
            />
          </Stack>
          <Autocomplete
            multiple
            freeSolo
            options={tagsQuery.data ?? []}
            value={tags}
            onChange={(_e, value) => {
              setTags(value.map((v) => v.trim()).filter(Boolean));
              clear('tags');
            }}
            renderValue={(value, getItemProps) =>
              value.map((tag, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={tag} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('customers.columns.tags')}
                error={Boolean(errors.tags)}
                helperText={
                  domainTextOf(errors.tags) ?? t('customerDialog.tagsHelp', { max: MAX_TAGS })
                }
                inputProps={{ ...params.inputProps, maxLength: 40 }}
              />
            )}
          />
          <Autocomplete
            options={billToOptions}
            value={billTo}
            onChange={(_e, value) => {
              setBillTo(value);
              clear('billToCustomerId');
            }}
            onInputChange={(_e, value, reason) => {
              if (reason === 'input') setBillToSearch(value);
            }}
            filterOptions={(options) => options}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={billToQuery.isFetching}
            noOptionsText={t('customerDialog.noMatch')}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('customerDialog.billTo')}
                error={Boolean(errors.billToCustomerId)}
                helperText={domainTextOf(errors.billToCustomerId) ?? t('customerDialog.billToHelp')}
              />
            )}
          />
          <FormControlLabel
            control={
              <Switch checked={isTaxExempt} onChange={(e) => setTaxExempt(e.target.checked)} />
            }
            label={t('totals.taxExempt')}
          />
          <TextField
            label={t('invoice.notes')}
            fullWidth
            multiline
            minRows={2}
            maxRows={8}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.longText } }}
            {...field('notes')}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onClose} isPending={save.isPending} />
    </form>
  );
}
