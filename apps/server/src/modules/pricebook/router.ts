import { z } from 'zod';
import {
  PRICEBOOK_IMPORT_LIMITS,
  ZPricebookItemInput,
  ZPricebookListInput,
} from '@craftwork/domain/billing/pricebook';
import { moneyProcedure } from '../../rpc/init.ts';
import {
  exportPricebookCsv,
  importPricebookCsv,
  listPricebook,
  savePricebookItem,
} from './pricebook.service.ts';

/** The price book (/pricebook): items, CSV import (all or nothing) and export. */
export const pricebookRouter = {
  list: moneyProcedure
    .input(ZPricebookListInput)
    .handler(({ context, input }) => listPricebook(context.db, context.scope, input)),

  save: moneyProcedure
    .input(ZPricebookItemInput)
    .handler(({ context, input }) => savePricebookItem(context.db, context.scope, input)),

  /**
   * Imports a CSV of PRICEBOOK_CSV_COLUMNS: an item whose name exists is updated, others are
   * created; any bad row refuses the whole file with its line number.
   */
  importCsv: moneyProcedure
    .input(z.object({ csv: z.string().min(1).max(PRICEBOOK_IMPORT_LIMITS.bytes) }))
    .handler(({ context, input }) =>
      importPricebookCsv(context.db, context.scope, {
        csv: input.csv,
        limitMultiplier: context.env.RATE_LIMIT_MULTIPLIER,
      }),
    ),

  exportCsv: moneyProcedure
    .input(ZPricebookListInput)
    .handler(({ context, input }) =>
      exportPricebookCsv(context.db, context.scope, context.site, input),
    ),
};
