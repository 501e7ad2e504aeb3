import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TInvoicePayment } from '@craftwork/domain/billing/payments';
import { useBillingFormat } from '../../../components/billing/use-billing-format';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
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
  const { t } = useTranslation('billing');
  const { money, day } = useBillingFormat();
  const { date } = useFormat();
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
          notify.success(t('payments.voided', { balance: money(result.balanceCents) }));
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
        {t('payments.title')}
      </Typography>
      {invoice.payments.length === 0 ? (
        <Typography color="text.secondary">{t('payments.noneYet')}</Typography>
      ) : (
        <Paper
          variant="outlined"
          component="ul"
          aria-label={t('payments.title')}
          sx={{ m: 0, p: 0 }}
        >
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
                  {money(p.amountCents)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('payments.paidOn', { date: day(p.paidDate) })}
                </Typography>
              </Box>
              <Box sx={{ flex: '1 1 180px', minWidth: 0, overflowWrap: 'anywhere' }}>
                <Typography>
                  {t(`paymentMethod.${p.method}`)}
                  {p.reference ? ` · ${p.reference}` : ''}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {p.recordedByName
                    ? t('payments.recordedBy', {
                        name: p.recordedByName,
                        date: date(new Date(p.recordedAt), timeZone),
                      })
                    : t('payments.recordedByFormerUser', {
                        date: date(new Date(p.recordedAt), timeZone),
                      })}
                </Typography>
              </Box>
              <Box sx={{ ml: 'auto', textAlign: 'right' }}>
                {p.voidedAt ? (
                  <>
                    <Chip
                      size="small"
                      variant="outlined"
                      color="warning"
                      label={t('payments.void')}
                    />
                    <Typography variant="body2" color="text.secondary">
                      {p.voidedByName
                        ? t('payments.voidedBy', {
                            name: p.voidedByName,
                            date: date(new Date(p.voidedAt), timeZone),
                          })
                        : date(new Date(p.voidedAt), timeZone)}
                    </Typography>
                  </>
                ) : (
                  <Button
                    color="error"
                    size="small"
                    onClick={() => setVoiding(p)}
                    aria-label={t('payments.voidLabel', {
                      amount: money(p.amountCents),
                      date: day(p.paidDate),
                    })}
                  >
                    {t('payments.void')}
                  </Button>
                )}
              </Box>
            </Box>
          ))}
        </Paper>
      )}
      <ConfirmDialog
        open={voiding !== null}
        title={t('payments.voidTitle')}
        message={
          voiding
            ? t('payments.voidMessage', {
                amount: money(voiding.amountCents),
                date: day(voiding.paidDate),
                number: invoice.number,
              })
            : ''
        }
        okText={t('payments.voidOk')}
        isPending={voidPayment.isPending}
        onConfirm={handleVoid}
        onClose={() => setVoiding(null)}
      />
    </>
  );
}
