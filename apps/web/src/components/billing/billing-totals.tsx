import type { TTotals } from '@craftwork/domain/billing/money';
import { useTranslation } from '../../lib/i18n/i18n';
import { useFormat } from '../../lib/i18n/use-format';
import { TotalsSummary, type TTotalsLabels } from './totals-summary';

/** The totals' words in the language the user sees now. */
export function useTotalsLabels(): TTotalsLabels {
  const { t } = useTranslation('billing');
  return {
    totals: t('totals.totals'),
    subtotal: t('totals.subtotal'),
    taxExempt: t('totals.taxExempt'),
    tax: (rate) => t('totals.tax', { rate }),
    total: t('totals.total'),
  };
}

/** TotalsSummary of the signed-in screens: words and money in the user's language. */
export function BillingTotals(props: { totals: TTotals; taxRateBp: number; taxExempt: boolean }) {
  const labels = useTotalsLabels();
  const { money } = useFormat();
  return <TotalsSummary {...props} labels={labels} money={money} />;
}
