import Box from '@mui/material/Box';
import { NotAvailable } from '../../../components/ui/not-available';
import { PageHeading } from '../../../components/ui/page-heading';
import { SiteAccessCard } from '../../../features/sites/components/site-access-card';
import { useMe } from '../../../lib/session';

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
  return <NotAvailable title="Dashboard" />;
}
