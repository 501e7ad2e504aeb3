import { Navigate } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { ComplianceScreen } from '../../../features/compliance/components/compliance-screen';
import { WaitingTasksList } from '../../../features/scaffold-waiting/components/waiting-tasks-list';
import { useSite } from '../../../lib/session';

/** /compliance: overdue scaffold inspections, idle scaffolds and tasks waiting for a scaffold. */
export default function CompliancePage() {
  const site = useSite();
  if (!site) return <Navigate to={paths.home} replace />;
  return (
    <>
      <PageHeading title="Compliance" />
      <ComplianceScreen timeZone={site.timezone} waitingList={<WaitingTasksList />} />
    </>
  );
}
