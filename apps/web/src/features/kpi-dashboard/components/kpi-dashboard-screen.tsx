import { Navigate, Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InsightsIcon from '@mui/icons-material/Insights';
import { KPI_DASHBOARD_TEXTS } from '@craftwork/domain/kpis/card-display';
import { kpisEnabled } from '@craftwork/domain/site/site';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { siteCustomizations, useSite } from '../../../lib/session';
import { HistoricalData } from './historical-data';
import { StandingSummary } from './standing-summary';

/**
 * The KPI dashboard (/kpis/dashboard, spec 2.5): the standing scaffolds now, then Historical
 * Data; on a site with KPIs turned off, the reason instead.
 */
export function KpiDashboardScreen() {
  const site = useSite();
  if (!site) return <Navigate to={paths.home} replace />;
  if (!kpisEnabled(siteCustomizations(site))) {
    return (
      <>
        <PageHeading title={KPI_DASHBOARD_TEXTS.title} />
        <Alert severity="info">{KPI_DASHBOARD_TEXTS.disabled}</Alert>
      </>
    );
  }
  return (
    <>
      <PageHeading
        title={KPI_DASHBOARD_TEXTS.title}
        actions={
          <Button
            component={RouterLink}
            to={paths.kpisAnalytics}
            variant="outlined"
            startIcon={<InsightsIcon />}
          >
            {KPI_DASHBOARD_TEXTS.analytics}
          </Button>
        }
      />
      <StandingSummary />
      <HistoricalData timeZone={site.timezone} companyId={site.siteUser.companyId} />
    </>
  );
}
