import { RENTAL_TEXTS } from '@craftwork/domain/inventory/rental';
import { InventoryGate } from '../../../features/inventory-shared/inventory-gate';
import { RentalScreen } from '../../../features/inventory-rental/components/rental-screen';

/** /inventory/rental: rental days per company, craft record and object (issue 14). */
export default function InventoryRentalPage() {
  return (
    <InventoryGate title={RENTAL_TEXTS.title}>
      {(site) => (
        <RentalScreen
          timeZone={site.timezone}
          isPlantPersonnel={site.siteUser.permissions.isPlantPersonnel === true}
        />
      )}
    </InventoryGate>
  );
}
