import { NotAvailable } from '../../../components/ui/not-available';

/** /location-list: Locations Management. */
export default function LocationListPage() {
  return <NotAvailable title="Locations" />;
}
