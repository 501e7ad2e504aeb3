import { PageHeading } from '../../../components/ui/page-heading';

/** Rental (being built). */
export default function InventoryRentalPage() {
  return <PageHeading title="Rental" />;
}
