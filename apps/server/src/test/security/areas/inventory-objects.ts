import type { MatrixArea } from '../matrix-kit.ts';

/** The inventory-objects procedures' rows. */
export const inventoryObjectsArea: MatrixArea = {
  rows: {},
  takeNoId: [],
};
