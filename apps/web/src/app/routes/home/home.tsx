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
      <>
        <PageHeading title="Welcome" />
        <SiteAccessCard me={me} />
      </>
    );
  }
  return <NotAvailable title="Dashboard" />;
}
