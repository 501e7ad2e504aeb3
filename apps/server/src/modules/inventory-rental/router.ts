import { ZRentalFilter, ZSetRentStopInput } from '@craftwork/domain/inventory/rental';
import { inventoryProcedure } from '../inventory-stock/index.ts';
import { exportRental, listRental, setRentStop } from './rental.service.ts';

/**
 * The Rental screen's procedures (issue 14, decision 136): rental days per company, craft
 * record and object, their export, and moving an Off Rent line's rent-stop date.
 */
export const inventoryRentalRouter = {
  list: inventoryProcedure
    .input(ZRentalFilter)
    .handler(({ context, input }) => listRental(context.db, context.scope, context.site, input)),

  exportCsv: inventoryProcedure
    .input(ZRentalFilter)
    .handler(({ context, input }) => exportRental(context.db, context.scope, context.site, input)),

  setRentStop: inventoryProcedure
    .input(ZSetRentStopInput)
    .handler(({ context, input }) => setRentStop(context.db, context.scope, context.site, input)),
};
