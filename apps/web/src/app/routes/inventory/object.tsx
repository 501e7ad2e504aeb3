import { useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/i18n';
import { InventoryGate } from '../../../features/inventory-shared/inventory-gate';
import { InventoryObjectPage as ObjectPage } from '../../../features/inventory-objects/components/object-page';

/** /inventory/objects/{id}: one inventory object, its stock per location and its history. */
export default function InventoryObjectPage() {
  const { t } = useTranslation('inventory');
  const { objectId = '' } = useParams();
  return (
    <InventoryGate title={t('object.title')}>
      {(site) => (
        <ObjectPage objectId={objectId} timeZone={site.timezone} siteLocations={site.locations} />
      )}
    </InventoryGate>
  );
}
