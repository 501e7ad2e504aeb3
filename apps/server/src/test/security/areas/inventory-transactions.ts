import { approvedMembers, enableMatrixInventory, type MatrixArea } from '../matrix-kit.ts';

const FILTER = { search: '', types: null, objectId: null, companyId: null, from: null, to: null };

/**
 * The inventory-transactions procedures' rows: every approved member of a site that enables
 * inventory (both matrix sites do, set here) reads the list, its export and the filter
 * choices, each in its own scope (plant personnel the site's rows, company users their
 * company's: inventory-transactions.integration.test.ts). They take no id; an object or
 * company outside the caller's scope filters to nothing.
 */
export const inventoryTransactionsArea: MatrixArea = {
  prepare: (_t, db, w) => enableMatrixInventory(db, w),
  rows: {
    'inventoryTransactions.list': {
      access: approvedMembers,
      input: () => ({
        ...FILTER,
        sort: { field: 'object', direction: 'asc' },
        page: 0,
        pageSize: 25,
      }),
    },
    'inventoryTransactions.exportCsv': { access: approvedMembers, input: () => FILTER },
    'inventoryTransactions.filterOptions': { access: approvedMembers, input: () => undefined },
  },
  takeNoId: [
    'inventoryTransactions.list',
    'inventoryTransactions.exportCsv',
    'inventoryTransactions.filterOptions',
  ],
};
