import { BackHomeLink } from '../lists/back-home-link';
import { PageHeading } from '../../../components/ui/page-heading';
import { InventoryGate } from '../../../features/inventory-shared/inventory-gate';
import { InventoryObjectList } from '../../../features/inventory-objects/components/object-list';
import { useTranslation } from '../../../lib/i18n/i18n';

/** /inventory/objects: the site's inventory objects (sites with inventory). */
export default function InventoryObjectsPage() {
  const { t } = useTranslation('inventory');
  const TITLE = t('objects.title');
  return (
    <>
      <BackHomeLink />
      <InventoryGate title={TITLE}>
        {(site) => (
          <>
            <PageHeading title={TITLE} />
            <InventoryObjectList timeZone={site.timezone} />
          </>
        )}
      </InventoryGate>
    </>
  );
}
