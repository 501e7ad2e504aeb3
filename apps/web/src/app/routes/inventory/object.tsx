import { useParams } from 'react-router';
import { InventoryGate } from '../../../features/inventory-shared/inventory-gate';
import { InventoryObjectPage as ObjectPage } from '../../../features/inventory-objects/components/object-page';

/** /inventory/objects/{id}: one inventory object, its stock per location and its history. */
export default function InventoryObjectPage() {
  const { objectId = '' } = useParams();
  return (
    <InventoryGate title="Inventory Object">
      {(site) => (
        <ObjectPage objectId={objectId} timeZone={site.timezone} siteLocations={site.locations} />
      )}
    </InventoryGate>
  );
}
