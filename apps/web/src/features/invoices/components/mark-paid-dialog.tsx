import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { centsToAmountText, MAX_CENTS, parseMoney } from '@craftwork/domain/billing/money';
import { INVOICE_MESSAGES } from '@craftwork/domain/billing/invoices';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';
import { errorMessage } from '../../../lib/errors';
import { useNotify } from '../../../lib/notify';
import { MoneyField } from '../../billing-shared/components/money-field';
import { useMarkInvoicePaid } from '../api/invoices';

/** Mark paid: the amount (the total unless told), the date paid (today unless told), a reference. */
export function MarkPaidDialog({
  open,
  onClose,
  invoice,
  today,
}: {
  open: boolean;
  onClose: () => void;
  invoice: { id: string; number: string; totalCents: number };
  today: string;
}) {
  const markPaid = useMarkInvoicePaid();
  return (
    <Dialog
      open={open}
      onClose={markPaid.isPending ? undefined : onClose}
      aria-labelledby="mark-paid-title"
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 420 } } }}
    >
      {open && (
        <MarkPaidForm invoice={invoice} today={today} onClose={onClose} markPaid={markPaid} />
      )}
    </Dialog>
  );
}

function MarkPaidForm({
  invoice,
  today,
  onClose,
  markPaid,
}: {
  invoice: { id: string; number: string; totalCents: number };
  today: string;
  onClose: () => void;
  markPaid: ReturnType<typeof useMarkInvoicePaid>;
}) {
  const notify = useNotify();
  const [amountText, setAmountText] = useState(centsToAmountText(invoice.totalCents));
  const [paidDate, setPaidDate] = useState(today);
  const [reference, setReference] = useState('');
  const [tried, setTried] = useState(false);
  const amount = parseMoney(amountText);
  const amountValid = amount !== null && amount >= 1 && amount <= MAX_CENTS;
  const dateValid = /^\d{4}-\d{2}-\d{2}$/.test(paidDate);

  const handleSubmit = () => {
    setTried(true);
    if (!amountValid || !dateValid) return;
    markPaid.mutate(
      { id: invoice.id, amountCents: amount, paidDate, reference: reference.trim() },
      {
        onSuccess: () => {
          notify.success(`${invoice.number} marked paid.`);
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
      <DialogTitle id="mark-paid-title">Mark {invoice.number} paid</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <MoneyField
            label="Amount paid"
            value={amountText}
            onChange={setAmountText}
            required
            size="medium"
            fullWidth
            error={tried && !amountValid}
            helperText={tried && !amountValid ? INVOICE_MESSAGES.paidAmount : undefined}
          />
          <TextField
            type="date"
            label="Date paid"
            value={paidDate}
            onChange={(event) => setPaidDate(event.target.value)}
            required
            margin="none"
            error={tried && !dateValid}
            helperText={tried && !dateValid ? INVOICE_MESSAGES.paidDate : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Reference"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            margin="none"
            helperText="Check number, transfer or receipt (optional)"
            slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.reference } }}
          />
          {markPaid.isError && <Alert severity="error">{errorMessage(markPaid.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={markPaid.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={markPaid.isPending}>
          Mark paid
        </Button>
      </DialogActions>
    </Box>
  );
}
