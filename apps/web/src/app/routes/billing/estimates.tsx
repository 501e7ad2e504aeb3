import { PageHeading } from '../../../components/ui/page-heading';
import { useTranslation } from '../../../lib/i18n/i18n';
import { EstimateList } from '../../../features/estimates/components/estimate-list';
import { useSite } from '../../../lib/session';
import { MoneyScreen } from './money-screen';

/** /estimates: the site's estimates. */
export default function EstimatesPage() {
  const { t } = useTranslation('billing');
  const site = useSite();
  return (
    <MoneyScreen screen="estimates">
      <PageHeading title={t('estimates.title')} />
      <EstimateList timeZone={site?.timezone ?? 'UTC'} />
    </MoneyScreen>
  );
}
