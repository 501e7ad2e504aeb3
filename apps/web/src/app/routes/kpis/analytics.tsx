import { Navigate } from 'react-router';
import { AnalyticsScreen } from '../../../features/kpi-analytics/components/analytics-screen';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useSite } from '../../../lib/session';
import { BackIcon } from '../../../components/ui/direction-icons';

/** /kpis/analytics: the analytics charts (spec 2.6), reached from the KPI dashboard. */
export default function KpiAnalyticsPage() {
  const { t } = useTranslation('kpis');
  const site = useSite();
  if (!site) return <Navigate to={paths.home} replace />;
  return (
    <>
      <Link
        to={paths.kpisDashboard}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <BackIcon fontSize="small" aria-hidden="true" />
        {t('analytics.backToKpis')}
      </Link>
      <AnalyticsScreen
        timeZone={site.timezone}
        isPlantPersonnel={site.siteUser.permissions.isPlantPersonnel}
      />
    </>
  );
}
