import type { MatrixArea } from '../matrix-kit.ts';

/** The inventory-rental procedures' rows. */
export const inventoryRentalArea: MatrixArea = {
  rows: {},
  takeNoId: [],
};
