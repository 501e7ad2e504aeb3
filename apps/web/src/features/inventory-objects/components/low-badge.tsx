import Chip from '@mui/material/Chip';
import { isLowStock } from '@craftwork/domain/catalogues/inventory';
import { INVENTORY_TEXTS } from '@craftwork/domain/inventory/movement';

/**
 * The orange Low badge of an object whose quantity available is at or below its threshold: it
 * says Low in words, so the colour is not the only sign.
 */
export function LowBadge({
  object,
}: {
  object: { quantityAvailable: number; lowQuantityThreshold: number };
}) {
  if (!isLowStock(object)) return null;
  return (
    <Chip
      label={INVENTORY_TEXTS.lowBadge}
      color="warning"
      size="small"
      title={`Low stock: ${object.quantityAvailable} available, threshold ${object.lowQuantityThreshold}`}
      sx={{ fontWeight: 600, flexShrink: 0 }}
    />
  );
}
