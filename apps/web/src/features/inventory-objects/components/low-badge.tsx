import Chip from '@mui/material/Chip';
import { isLowStock } from '@craftwork/domain/catalogues/inventory';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useQuantityFormat } from '../utils/i18n';

/**
 * The orange Low badge of an object whose quantity available is at or below its threshold: it
 * says Low in words, so the colour is not the only sign.
 */
export function LowBadge({
  object,
}: {
  object: { quantityAvailable: number; lowQuantityThreshold: number };
}) {
  const { t } = useTranslation('inventory');
  const format = useQuantityFormat();
  if (!isLowStock(object)) return null;
  return (
    <Chip
      label={t('low.badge')}
      color="warning"
      size="small"
      title={t('low.title', {
        available: format.plainQuantity(object.quantityAvailable),
        threshold: format.plainQuantity(object.lowQuantityThreshold),
      })}
      sx={{ fontWeight: 600, flexShrink: 0 }}
    />
  );
}
