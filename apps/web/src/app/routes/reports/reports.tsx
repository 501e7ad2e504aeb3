import { Navigate } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { ReportsScreen } from '../../../features/reports/components/reports-screen';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useSite } from '../../../lib/session';

/** /reports: generated reports and saved report configurations (spec part 3 section 2.7). */
export default function ReportsPage() {
  const { t } = useTranslation('reports');
  const site = useSite();
  if (!site) return <Navigate to={paths.home} replace />;
  return (
    <>
      <PageHeading title={t('screen.title')} />
      <ReportsScreen timeZone={site.timezone} />
    </>
  );
}
