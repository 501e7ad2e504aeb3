import { Navigate } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { SchedulingScreen } from '../../../features/scheduling/components/scheduling-screen';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useMe } from '../../../lib/session';

/** /scheduling: the calendar of scheduled tasks by company, with drag to reschedule. */
export default function SchedulingPage() {
  const { data: me } = useMe();
  const { t } = useTranslation('scheduling');
  const site = me?.site;
  if (!me || !site) return <Navigate to={paths.home} replace />;
  return (
    <>
      <PageHeading title={t('title')} />
      <SchedulingScreen site={site} userId={me.user.id} />
    </>
  );
}
