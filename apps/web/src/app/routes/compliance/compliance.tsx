import { Navigate } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { ComplianceScreen } from '../../../features/compliance/components/compliance-screen';
import { WaitingTasksList } from '../../../features/scaffold-waiting/components/waiting-tasks-list';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useSite } from '../../../lib/session';

/** /compliance: overdue scaffold inspections, idle scaffolds and tasks waiting for a scaffold. */
export default function CompliancePage() {
  const site = useSite();
  const { t } = useTranslation('compliance');
  if (!site) return <Navigate to={paths.home} replace />;
  return (
    <>
      <PageHeading title={t('title')} />
      <ComplianceScreen timeZone={site.timezone} waitingList={<WaitingTasksList />} />
    </>
  );
}
