/** The inventory-transactions procedures. */
export const inventoryTransactionsRouter = {};
