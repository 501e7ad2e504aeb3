import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@craftwork/domain/billing/money';
import { PAYMENT_METHOD_LABELS, type TInvoicePayment } from '@craftwork/domain/billing/payments';
import { formatDate } from '@craftwork/domain/format/dates';
import { formatSiteDay } from '@craftwork/domain/inventory/rental';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useNotify } from '../../../lib/notify';
import { useVoidPayment } from '../api/invoices';

/**
 * An invoice's payments, oldest first: a voided one stays listed, marked Void with who voided
 * it. Void (with a confirm) on a live one gives its amount back to the balance due.
 */
export function InvoicePayments({
  invoice,
  timeZone,
}: {
  invoice: { id: string; number: string; payments: TInvoicePayment[] };
  timeZone: string;
}) {
  const notify = useNotify();
  const voidPayment = useVoidPayment();
  const [voiding, setVoiding] = useState<TInvoicePayment | null>(null);

  const handleVoid = () => {
    if (!voiding) return;
    voidPayment.mutate(
      { id: invoice.id, paymentId: voiding.id },
      {
        onSuccess: (result) => {
          setVoiding(null);
          notify.success(`Payment voided. Balance due ${formatMoney(result.balanceCents)}.`);
        },
        onError: (error) => {
          setVoiding(null);
          notify.error(error);
        },
      },
    );
  };

  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Payments
      </Typography>
      {invoice.payments.length === 0 ? (
        <Typography color="text.secondary">No payments yet.</Typography>
      ) : (
        <Paper variant="outlined" component="ul" aria-label="Payments" sx={{ m: 0, p: 0 }}>
          {invoice.payments.map((p, i) => (
            <Box
              component="li"
              key={p.id}
              sx={{
                listStyle: 'none',
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 2,
                rowGap: 0.5,
                px: 2,
                py: 1.5,
                borderTop: i === 0 ? 'none' : '1px solid',
                borderColor: 'divider',
              }}
            >
              <Box sx={{ minWidth: 120 }}>
                <Typography
                  sx={{ fontWeight: 600, textDecoration: p.voidedAt ? 'line-through' : 'none' }}
                >
                  {formatMoney(p.amountCents)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Paid {formatSiteDay(p.paidDate)}
                </Typography>
              </Box>
              <Box sx={{ flex: '1 1 180px', minWidth: 0, overflowWrap: 'anywhere' }}>
                <Typography>
                  {PAYMENT_METHOD_LABELS[p.method]}
                  {p.reference ? ` · ${p.reference}` : ''}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Recorded by {p.recordedByName ?? 'a former user'},{' '}
                  {formatDate(new Date(p.recordedAt), timeZone)}
                </Typography>
              </Box>
              <Box sx={{ ml: 'auto', textAlign: 'right' }}>
                {p.voidedAt ? (
                  <>
                    <Chip size="small" variant="outlined" color="warning" label="Void" />
                    <Typography variant="body2" color="text.secondary">
                      {p.voidedByName ? `By ${p.voidedByName}, ` : ''}
                      {formatDate(new Date(p.voidedAt), timeZone)}
                    </Typography>
                  </>
                ) : (
                  <Button
                    color="error"
                    size="small"
                    onClick={() => setVoiding(p)}
                    aria-label={`Void payment of ${formatMoney(p.amountCents)} on ${formatSiteDay(p.paidDate)}`}
                  >
                    Void
                  </Button>
                )}
              </Box>
            </Box>
          ))}
        </Paper>
      )}
      <ConfirmDialog
        open={voiding !== null}
        title="Void this payment?"
        message={
          voiding
            ? `The payment of ${formatMoney(voiding.amountCents)} on ${formatSiteDay(voiding.paidDate)} stays listed as void, and its amount is due again on ${invoice.number}.`
            : ''
        }
        okText="Void payment"
        isPending={voidPayment.isPending}
        onConfirm={handleVoid}
        onClose={() => setVoiding(null)}
      />
    </>
  );
}
