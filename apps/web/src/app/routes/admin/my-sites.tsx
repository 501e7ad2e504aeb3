import { NotAvailable } from '../../../components/ui/not-available';

/** /admin/my-sites: the user's sites. */
export default function MySitesPage() {
  return <NotAvailable title="My Sites" />;
}
