import { Navigate, Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InsightsIcon from '@mui/icons-material/Insights';
import { kpisEnabled } from '@craftwork/domain/site/customizations';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { siteCustomizations, useSite } from '../../../lib/session';
import { HistoricalData } from './historical-data';
import { StandingSummary } from './standing-summary';

/**
 * The KPI dashboard (/kpis/dashboard, spec 2.5): the standing scaffolds now, then Historical
 * Data; on a site with KPIs turned off, the reason instead.
 */
export function KpiDashboardScreen() {
  const { t } = useTranslation('kpis');
  const site = useSite();
  if (!site) return <Navigate to={paths.home} replace />;
  if (!kpisEnabled(siteCustomizations(site))) {
    return (
      <>
        <PageHeading title={t('dashboard.title')} />
        <Alert severity="info">{t('dashboard.disabled')}</Alert>
      </>
    );
  }
  return (
    <>
      <PageHeading
        title={t('dashboard.title')}
        actions={
          <Button
            component={RouterLink}
            to={paths.kpisAnalytics}
            variant="outlined"
            startIcon={<InsightsIcon />}
          >
            {t('dashboard.analytics')}
          </Button>
        }
      />
      <StandingSummary />
      <HistoricalData timeZone={site.timezone} companyId={site.siteUser.companyId} />
    </>
  );
}
