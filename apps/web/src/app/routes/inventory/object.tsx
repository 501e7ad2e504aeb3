import { PageHeading } from '../../../components/ui/page-heading';

/** Inventory Object (being built). */
export default function InventoryObjectPage() {
  return <PageHeading title="Inventory Object" />;
}
