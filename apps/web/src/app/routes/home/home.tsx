import Box from '@mui/material/Box';
import { isCustomerSite } from '@craftwork/domain/site/site';
import { PageHeading } from '../../../components/ui/page-heading';
import { Dashboard } from '../../../features/dashboard/components/dashboard';
import { CustomerSiteLinks } from '../../../features/navigation/components/customer-site-links';
import { SiteAccessCard } from '../../../features/sites/components/site-access-card';
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
  if (!me) return null;
  if (!me.site) {
    return (
      <Box sx={{ maxWidth: 720 }}>
        <PageHeading title="Welcome" />
        <SiteAccessCard me={me} />
      </Box>
    );
  }
  return <SiteDashboard site={me.site} />;
}
