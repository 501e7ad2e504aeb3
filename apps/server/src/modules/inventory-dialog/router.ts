import { inventoryProcedure } from '../inventory-stock/index.ts';
import { dialogObjects } from './dialog-objects.service.ts';

/**
 * The status dialog's Inventory Transactions tab: the objects it offers. Any approved member
 * of a site that enables inventory may read them (only who may complete a task ever sees the
 * tab; the lines themselves are checked by tasks.setStatus).
 */
export const inventoryDialogRouter = {
  objects: inventoryProcedure.handler(({ context }) => dialogObjects(context.db, context.scope)),
};
