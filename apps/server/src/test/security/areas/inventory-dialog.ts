import { approvedMembers, none, enableMatrixInventory, type MatrixArea } from '../matrix-kit.ts';

/**
 * The inventory-dialog procedures' rows: every approved member of a site that enables
 * inventory reads the objects its status dialog offers (which ones: the visibility tests of
 * inventory-lines.integration.test.ts). Both matrix sites enable inventory here; the refusal on
 * a site that does not is tested there too. It takes no id.
 */
export const inventoryDialogArea: MatrixArea = {
  prepare: (_t, db, w) => enableMatrixInventory(db, w),
  rows: {
    'inventoryDialog.objects': { access: approvedMembers, input: none },
  },
  takeNoId: ['inventoryDialog.objects'],
};
