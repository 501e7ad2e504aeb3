import type { MatrixArea } from '../matrix-kit.ts';

/** The inventory-dialog procedures' rows. */
export const inventoryDialogArea: MatrixArea = {
  rows: {},
  takeNoId: [],
};
