import Chip from '@mui/material/Chip';
import type { TInvoiceStatus } from '@craftwork/domain/billing/transitions';
import { useTranslation } from '../../../lib/i18n/i18n';
import { invoiceStatusColor, invoiceStatusText } from '../utils/invoice-status';

/** The invoice's status as a labelled chip ("Overdue" in words, with its colour). */
export function InvoiceStatusChip({
  invoice,
}: {
  invoice: { status: TInvoiceStatus; overdue: boolean };
}) {
  const { t } = useTranslation('billing');
  return (
    <Chip
      size="small"
      label={invoiceStatusText(invoice, t)}
      color={invoiceStatusColor(invoice)}
      variant={invoice.status === 'void' ? 'outlined' : 'filled'}
    />
  );
}
