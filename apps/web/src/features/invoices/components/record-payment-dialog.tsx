import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { centsToAmountText } from '@craftwork/domain/billing/money';
import {
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  typedPaymentAmount,
  type TPaymentMethod,
} from '@craftwork/domain/billing/payments';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { useNotify } from '../../../lib/notify';
import { MoneyField } from '../../../components/billing/money-field';
import { useRecordPayment } from '../api/invoices';

type TPayable = { id: string; number: string; balanceCents: number };

/**
 * Record payment: the amount (the balance due unless told, never more), the date paid (today
 * unless told, never later), how it was paid and a reference.
 */
export function RecordPaymentDialog({
  open,
  onClose,
  invoice,
  today,
}: {
  open: boolean;
  onClose: () => void;
  invoice: TPayable;
  today: string;
}) {
  const record = useRecordPayment();
  return (
    <Dialog
      open={open}
      onClose={record.isPending ? undefined : onClose}
      aria-labelledby="record-payment-title"
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 420 } } }}
    >
      {open && <PaymentForm invoice={invoice} today={today} onClose={onClose} record={record} />}
    </Dialog>
  );
}

function PaymentForm({
  invoice,
  today,
  onClose,
  record,
}: {
  invoice: TPayable;
  today: string;
  onClose: () => void;
  record: ReturnType<typeof useRecordPayment>;
}) {
  const { t } = useTranslation('billing');
  const { money } = useFormat();
  const notify = useNotify();
  const [amountText, setAmountText] = useState(centsToAmountText(invoice.balanceCents));
  const [paidDate, setPaidDate] = useState(today);
  const [method, setMethod] = useState<TPaymentMethod>('check');
  const [reference, setReference] = useState('');
  const [tried, setTried] = useState(false);
  const amount = typedPaymentAmount(amountText, invoice.balanceCents);
  const dateError = !/^\d{4}-\d{2}-\d{2}$/.test(paidDate)
    ? PAYMENT_MESSAGES.date
    : paidDate > today
      ? PAYMENT_MESSAGES.futureDate
      : null;

  const handleSubmit = () => {
    setTried(true);
    if ('error' in amount || dateError) return;
    record.mutate(
      {
        id: invoice.id,
        amountCents: amount.cents,
        paidDate,
        method,
        reference: reference.trim(),
      },
      {
        onSuccess: (result) => {
          notify.success(
            result.balanceCents === 0
              ? t('payments.isPaid', { number: invoice.number })
              : t('payments.recorded', { balance: money(result.balanceCents) }),
          );
          onClose();
        },
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        handleSubmit();
      }}
    >
      <DialogTitle id="record-payment-title">
        {t('payments.recordTitle', { number: invoice.number })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <MoneyField
            label={t('payments.amountPaid')}
            value={amountText}
            onChange={setAmountText}
            required
            size="medium"
            fullWidth
            error={tried && 'error' in amount}
            helperText={
              tried && 'error' in amount
                ? amount.error
                : t('payments.balanceDue', { balance: money(invoice.balanceCents) })
            }
          />
          <TextField
            type="date"
            label={t('payments.datePaid')}
            value={paidDate}
            onChange={(event) => setPaidDate(event.target.value)}
            required
            margin="none"
            error={tried && dateError !== null}
            helperText={tried ? dateError : undefined}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
          <TextField
            select
            label={t('payments.method')}
            value={method}
            onChange={(event) =>
              setMethod(PAYMENT_METHODS.find((m) => m === event.target.value) ?? 'other')
            }
            margin="none"
          >
            {PAYMENT_METHODS.map((m) => (
              <MenuItem key={m} value={m}>
                {t(`paymentMethod.${m}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('payments.reference')}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            margin="none"
            helperText={t('payments.referenceHelp')}
            slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.reference } }}
          />
          {record.isError && <Alert severity="error">{errorText(record.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={record.isPending}>
          {t('payments.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={record.isPending}>
          {t('payments.record')}
        </Button>
      </DialogActions>
    </Box>
  );
}
