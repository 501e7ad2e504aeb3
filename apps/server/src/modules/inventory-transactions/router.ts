import {
  ZTransactionListFilter,
  ZTransactionListInput,
} from '@craftwork/domain/inventory/transaction-list';
import { inventoryProcedure } from '../inventory-stock/index.ts';
import {
  exportTransactions,
  listTransactions,
  transactionFilterOptions,
} from './transactions.service.ts';

/**
 * The inventory-transactions procedures (/inventory/transactions): any approved member of a
 * site that enables inventory; plant personnel read every transaction, company users their
 * company's (seesInventoryTransaction).
 */
export const inventoryTransactionsRouter = {
  list: inventoryProcedure
    .input(ZTransactionListInput)
    .handler(({ context, input }) =>
      listTransactions(context.db, context.scope, context.site, input),
    ),

  exportCsv: inventoryProcedure
    .input(ZTransactionListFilter)
    .handler(({ context, input }) =>
      exportTransactions(context.db, context.scope, context.site, input),
    ),

  filterOptions: inventoryProcedure.handler(({ context }) =>
    transactionFilterOptions(context.db, context.scope),
  ),
};
