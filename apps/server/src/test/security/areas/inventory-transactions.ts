import type { MatrixArea } from '../matrix-kit.ts';

/** The inventory-transactions procedures' rows. */
export const inventoryTransactionsArea: MatrixArea = {
  rows: {},
  takeNoId: [],
};
