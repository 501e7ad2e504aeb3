import { NotAvailable } from '../../../components/ui/not-available';

/** /admin/site-settings: the site's configuration. */
export default function SiteSettingsPage() {
  return <NotAvailable title="Site Settings" />;
}
