import Typography from '@mui/material/Typography';
import { mayUseScreen } from '@craftwork/domain/access/screens';
import { useTranslation } from '../../lib/i18n/i18n';
import { Link } from '../ui/link';
import { screenUser, type TSiteContext } from '../../lib/session';
import { useTaskBilling } from './invoice-sources';
import { invoicePath } from '../../config/paths';

/**
 * "Billed on INV-0003" on a completed task's card, linking to the invoice; only for those who
 * see money, and nothing while the task is not billed.
 */
export function TaskBillingLine({ taskId, site }: { taskId: string; site: TSiteContext }) {
  const { t } = useTranslation('billing');
  const seesMoney = mayUseScreen('invoices', screenUser(site));
  const query = useTaskBilling(taskId, seesMoney);
  const billing = query.data;
  if (!seesMoney || !billing) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {t('taskBilling.billedOn')}{' '}
      <Link
        to={invoicePath(billing.invoiceId)}
        underline="hover"
        // The card's summary opens on a tap: following the link is not one.
        onClick={(event) => event.stopPropagation()}
      >
        {billing.invoiceNumber}
      </Link>
      {billing.status === 'paid' || billing.status === 'partially_paid'
        ? t('taskBilling.statusSuffix', { status: t(`invoiceStatus.${billing.status}`) })
        : ''}
    </Typography>
  );
}
