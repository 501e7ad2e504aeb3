import { Navigate } from 'react-router';
import { USAGE_TEXTS } from '@craftwork/domain/usage/usage-metrics';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { UsageMetricsScreen } from '../../../features/usage-metrics/components/usage-metrics-screen';
import { useSite } from '../../../lib/session';

/** /usage-metrics: sign-ins and what the site's members created, in the caller's scope. */
export default function UsageMetricsPage() {
  const site = useSite();
  if (!site) return <Navigate to={paths.home} replace />;
  return (
    <>
      <PageHeading title={USAGE_TEXTS.title} />
      <UsageMetricsScreen site={site} />
    </>
  );
}
