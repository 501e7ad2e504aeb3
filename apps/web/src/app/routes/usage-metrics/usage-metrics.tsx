import { Navigate } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { UsageMetricsScreen } from '../../../features/usage-metrics/components/usage-metrics-screen';
import { useSite } from '../../../lib/session';

/** /usage-metrics: sign-ins and what the site's members created, in the caller's scope. */
export default function UsageMetricsPage() {
  const { t } = useTranslation('integrations');
  const site = useSite();
  if (!site) return <Navigate to={paths.home} replace />;
  return (
    <>
      <PageHeading title={t('usage.title')} />
      <UsageMetricsScreen site={site} />
    </>
  );
}
