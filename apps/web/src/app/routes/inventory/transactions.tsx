import { PageHeading } from '../../../components/ui/page-heading';
import { InventoryGate } from '../../../features/inventory-shared/inventory-gate';
import { TransactionList } from '../../../features/inventory-transactions/components/transaction-list';
import { BackHomeLink } from '../lists/back-home-link';
import { useTranslation } from '../../../lib/i18n/i18n';

/** /inventory/transactions: the site's inventory movements the caller may see. */
export default function InventoryTransactionsPage() {
  const { t } = useTranslation('inventory');
  return (
    <>
      <BackHomeLink />
      <InventoryGate title={t('transactions.title')}>
        {(site) => (
          <>
            <PageHeading title={t('transactions.title')} />
            <TransactionList timeZone={site.timezone} />
          </>
        )}
      </InventoryGate>
    </>
  );
}
