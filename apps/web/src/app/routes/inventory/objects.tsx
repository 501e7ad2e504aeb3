import { PageHeading } from '../../../components/ui/page-heading';

/** Inventory Objects (being built). */
export default function InventoryObjectsPage() {
  return <PageHeading title="Inventory Objects" />;
}
