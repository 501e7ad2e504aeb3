import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { INVOICE_MESSAGES, type TInvoiceSource } from '@craftwork/domain/billing/invoices';
import { errorText } from '../../lib/i18n/error-text';
import { useTranslation } from '../../lib/i18n/i18n';
import { useNotify } from '../../lib/notify';
import {
  useBillableTasks,
  useCreateInvoice,
  useCustomerChoices,
  useRentalRecords,
  type TCustomerChoice,
} from './invoice-sources';
import { invoicePath } from '../../config/paths';

type TSourceKind = 'blank' | 'tasks' | 'rental';

/** A rental to bill, as the Rental screen offers it. */
export type TRentalPreset = {
  craftRecordId: string;
  craftRecordTitle: string;
  from: string;
  to: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * New Invoice: the customer, then where the lines come from: none (Blank), the customer's
 * completed tasks not billed yet, or a craft record's rental days in a range. Creates the draft
 * and opens it.
 */
export function NewInvoiceDialog({
  open,
  onClose,
  rental,
}: {
  open: boolean;
  onClose: () => void;
  /** Opened from the Rental screen: rental days of this record and period. */
  rental?: TRentalPreset;
}) {
  const create = useCreateInvoice();
  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : onClose}
      aria-labelledby="new-invoice-title"
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 560 } } }}
    >
      {open && <NewInvoiceForm rental={rental} onClose={onClose} create={create} />}
    </Dialog>
  );
}

function NewInvoiceForm({
  rental,
  onClose,
  create,
}: {
  rental?: TRentalPreset;
  onClose: () => void;
  create: ReturnType<typeof useCreateInvoice>;
}) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const notify = useNotify();
  const [customer, setCustomer] = useState<TCustomerChoice | null>(null);
  const [customerSearch, setCustomerSearch] = useState('');
  const [kind, setKind] = useState<TSourceKind>(rental ? 'rental' : 'blank');
  const [taskIds, setTaskIds] = useState<string[]>([]);
  const [range, setRange] = useState({ from: rental?.from ?? '', to: rental?.to ?? '' });
  const [recordId, setRecordId] = useState(rental?.craftRecordId ?? '');
  const [tried, setTried] = useState(false);

  const customers = useCustomerChoices(customerSearch, true);
  const tasks = useBillableTasks(kind === 'tasks' && customer ? customer.id : null);
  const rangeValid = DAY.test(range.from) && DAY.test(range.to) && range.from <= range.to;
  const records = useRentalRecords(kind === 'rental' && rangeValid ? range : null);
  const recordChoices = [
    ...(rental && !(records.data ?? []).some((r) => r.id === rental.craftRecordId)
      ? [{ id: rental.craftRecordId, title: rental.craftRecordTitle }]
      : []),
    ...(records.data ?? []),
  ];

  const source = ((): TInvoiceSource | null => {
    if (!customer) return null;
    if (kind === 'blank') return { kind, customerId: customer.id };
    if (kind === 'tasks') {
      return taskIds.length > 0 ? { kind, customerId: customer.id, taskIds } : null;
    }
    return rangeValid && recordId
      ? { kind, customerId: customer.id, craftRecordId: recordId, ...range }
      : null;
  })();

  const handleCreate = () => {
    setTried(true);
    if (!source) return;
    create.mutate(source, {
      onSuccess: ({ id, number }) => {
        notify.success(t('newInvoice.created', { number }));
        onClose();
        void navigate(invoicePath(id));
      },
    });
  };

  const toggleTask = (id: string, checked: boolean) =>
    setTaskIds((ids) => (checked ? [...ids, id] : ids.filter((x) => x !== id)));

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        handleCreate();
      }}
    >
      <DialogTitle id="new-invoice-title">{t('newInvoice.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Autocomplete<TCustomerChoice>
            options={customers.data?.rows ?? []}
            value={customer}
            onChange={(_, value) => {
              setCustomer(value);
              setTaskIds([]);
            }}
            inputValue={customerSearch}
            onInputChange={(_, value) => setCustomerSearch(value)}
            filterOptions={(options) => options}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={customers.isFetching}
            noOptionsText={
              customers.isError ? errorText(customers.error) : t('newInvoice.noCustomers')
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('newInvoice.customer')}
                required
                autoFocus
                margin="none"
                error={tried && !customer}
                helperText={tried && !customer ? INVOICE_MESSAGES.customerRequired : undefined}
              />
            )}
          />
          <FormControl>
            <FormLabel id="new-invoice-source">{t('newInvoice.startFrom')}</FormLabel>
            <RadioGroup
              aria-labelledby="new-invoice-source"
              row
              value={kind}
              onChange={(event) => setKind(event.target.value as TSourceKind)}
            >
              <FormControlLabel value="blank" control={<Radio />} label={t('newInvoice.blank')} />
              <FormControlLabel
                value="tasks"
                control={<Radio />}
                label={t('newInvoice.completedTasks')}
              />
              <FormControlLabel
                value="rental"
                control={<Radio />}
                label={t('newInvoice.rentalDays')}
              />
            </RadioGroup>
          </FormControl>
          {kind === 'tasks' && (
            <TaskChoices
              hasCustomer={customer !== null}
              query={tasks}
              selected={taskIds}
              onToggle={toggleTask}
              showError={tried}
            />
          )}
          {kind === 'rental' && (
            <Stack spacing={2}>
              <Stack direction="row" spacing={1.5}>
                {(['from', 'to'] as const).map((end) => (
                  <TextField
                    key={end}
                    type="date"
                    label={end === 'from' ? t('newInvoice.from') : t('newInvoice.to')}
                    value={range[end]}
                    required
                    margin="none"
                    fullWidth
                    onChange={(event) => setRange((r) => ({ ...r, [end]: event.target.value }))}
                    error={tried && !rangeValid}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                ))}
              </Stack>
              <TextField
                select
                label={t('newInvoice.craftRecord')}
                value={recordChoices.some((r) => r.id === recordId) ? recordId : ''}
                onChange={(event) => setRecordId(event.target.value)}
                required
                margin="none"
                disabled={!rangeValid}
                error={tried && !recordId}
                helperText={
                  !rangeValid
                    ? t('newInvoice.choosePeriodFirst')
                    : records.isError
                      ? errorText(records.error)
                      : records.isSuccess && recordChoices.length === 0
                        ? INVOICE_MESSAGES.noRentalDays
                        : undefined
                }
              >
                {recordChoices.map((record) => (
                  <MenuItem key={record.id} value={record.id}>
                    {record.title}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          )}
          {create.isError && <Alert severity="error">{errorText(create.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending}>
          {t('newInvoice.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={create.isPending}>
          {t('newInvoice.create')}
        </Button>
      </DialogActions>
    </Box>
  );
}

function TaskChoices({
  hasCustomer,
  query,
  selected,
  onToggle,
  showError,
}: {
  hasCustomer: boolean;
  query: ReturnType<typeof useBillableTasks>;
  selected: readonly string[];
  onToggle: (id: string, checked: boolean) => void;
  showError: boolean;
}) {
  const { t } = useTranslation('billing');
  if (!hasCustomer) {
    return <Typography color="text.secondary">{t('newInvoice.chooseCustomerFirst')}</Typography>;
  }
  if (query.isPending)
    return <CircularProgress size={24} aria-label={t('newInvoice.loadingTasks')} />;
  if (query.isError) return <Alert severity="error">{errorText(query.error)}</Alert>;
  if (query.data.length === 0) {
    return <Typography color="text.secondary">{t('newInvoice.noBillableTasks')}</Typography>;
  }
  return (
    <FormControl error={showError && selected.length === 0} component="fieldset">
      <FormLabel component="legend">{t('newInvoice.completedTasks')}</FormLabel>
      <FormGroup sx={{ maxHeight: 280, overflowY: 'auto', flexWrap: 'nowrap' }}>
        {query.data.map((task) => (
          <FormControlLabel
            key={task.id}
            control={
              <Checkbox
                checked={selected.includes(task.id)}
                onChange={(event) => onToggle(task.id, event.target.checked)}
              />
            }
            label={
              <span>
                {task.title}
                <Typography component="span" variant="body2" color="text.secondary">
                  {` · ${task.craftRecordTitle}`}
                </Typography>
              </span>
            }
          />
        ))}
      </FormGroup>
      {showError && selected.length === 0 && (
        <Typography variant="caption" color="error">
          {INVOICE_MESSAGES.noTasks}
        </Typography>
      )}
    </FormControl>
  );
}
