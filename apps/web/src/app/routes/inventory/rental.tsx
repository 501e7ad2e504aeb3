import { useTranslation } from '../../../lib/i18n/i18n';
import { InventoryGate } from '../../../features/inventory-shared/inventory-gate';
import { RentalScreen } from '../../../features/inventory-rental/components/rental-screen';

/** /inventory/rental: rental days per company, craft record and object (issue 14). */
export default function InventoryRentalPage() {
  const { t } = useTranslation('inventory');
  return (
    <InventoryGate title={t('rental.title')}>
      {(site) => (
        <RentalScreen
          timeZone={site.timezone}
          isPlantPersonnel={site.siteUser.permissions.isPlantPersonnel === true}
        />
      )}
    </InventoryGate>
  );
}
