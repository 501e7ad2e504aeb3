import { TRANSACTION_TEXTS } from '@craftwork/domain/inventory/transaction-list';
import { PageHeading } from '../../../components/ui/page-heading';
import { InventoryGate } from '../../../features/inventory-shared/inventory-gate';
import { TransactionList } from '../../../features/inventory-transactions/components/transaction-list';
import { BackHomeLink } from '../lists/back-home-link';

/** /inventory/transactions: the site's inventory movements the caller may see. */
export default function InventoryTransactionsPage() {
  return (
    <>
      <BackHomeLink />
      <InventoryGate title={TRANSACTION_TEXTS.title}>
        {(site) => (
          <>
            <PageHeading title={TRANSACTION_TEXTS.title} />
            <TransactionList timeZone={site.timezone} />
          </>
        )}
      </InventoryGate>
    </>
  );
}
