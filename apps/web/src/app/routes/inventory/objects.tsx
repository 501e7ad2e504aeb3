import { BackHomeLink } from '../lists/back-home-link';
import { PageHeading } from '../../../components/ui/page-heading';
import { InventoryGate } from '../../../features/inventory-shared/inventory-gate';
import { InventoryObjectList } from '../../../features/inventory-objects/components/object-list';

const TITLE = 'Inventory Objects';

/** /inventory/objects: the site's inventory objects (sites with inventory). */
export default function InventoryObjectsPage() {
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
