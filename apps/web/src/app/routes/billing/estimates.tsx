import { PageHeading } from '../../../components/ui/page-heading';
import { EstimateList } from '../../../features/estimates/components/estimate-list';
import { useSite } from '../../../lib/session';
import { MoneyScreen } from './money-screen';

/** /estimates: the site's estimates. */
export default function EstimatesPage() {
  const site = useSite();
  return (
    <MoneyScreen screen="estimates">
      <PageHeading title="Estimates" />
      <EstimateList timeZone={site?.timezone ?? 'UTC'} />
    </MoneyScreen>
  );
}
