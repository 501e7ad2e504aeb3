import Box from '@mui/material/Box';
import { isCustomerSite } from '@craftwork/domain/site/customizations';
import { PageHeading } from '../../../components/ui/page-heading';
import { Dashboard } from '../../../features/dashboard/components/dashboard';
import { CustomerSiteLinks } from '../../../features/navigation/components/customer-site-links';
import { SiteAccessCard } from '../../../features/sites/components/site-access-card';
import { useTranslation } from '../../../lib/i18n/i18n';
import { siteCustomizations, useMe, type TSiteContext } from '../../../lib/session';
import { useCraftTypeFilter } from '../work-type-filter';

function SiteDashboard({ site }: { site: TSiteContext }) {
  const craftType = useCraftTypeFilter(site.validCraftTypes);
  const customerSite = isCustomerSite(siteCustomizations(site));
  return (
    <>
      <Dashboard craftType={craftType} customerSite={customerSite} />
      {customerSite && <CustomerSiteLinks site={site} />}
    </>
  );
}

/** /home: the dashboard once the default site is approved; until then the site-access prompt. */
export default function HomePage() {
  const { data: me } = useMe();
  const { t } = useTranslation('home');
  if (!me) return null;
  if (!me.site) {
    return (
      <Box sx={{ maxWidth: 720 }}>
        <PageHeading title={t('welcome')} />
        <SiteAccessCard me={me} />
      </Box>
    );
  }
  return <SiteDashboard site={me.site} />;
}
