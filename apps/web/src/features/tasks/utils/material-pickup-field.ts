import { useMemo } from 'react';
import { MATERIAL_PICKUP_VALUES } from '@craftwork/domain/catalogues/inventory';
import { MATERIAL_PICKUP_FIELD } from '@craftwork/domain/inventory/movement';
import type { TDetailFieldConfig } from '@craftwork/domain/site/site';
import { useTranslation } from '../../../lib/i18n/i18n';

/**
 * The task's Material Pickup answer as a detail field, in the reader's language: the product's
 * own field, not one a site admin typed, so its title and choices are the catalogue's.
 */
export function useMaterialPickupField(): TDetailFieldConfig {
  const { t } = useTranslation('taskWork');
  return useMemo(
    () => ({
      ...MATERIAL_PICKUP_FIELD,
      title: t('materialPickup.label'),
      selectionOptions: MATERIAL_PICKUP_VALUES.map((value) => ({
        value,
        label: t(`materialPickup.${value}`),
      })),
    }),
    [t],
  );
}
