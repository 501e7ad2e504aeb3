import { PageHeading } from '../../../components/ui/page-heading';

/** Inventory Transactions (being built). */
export default function InventoryTransactionsPage() {
  return <PageHeading title="Inventory Transactions" />;
}
