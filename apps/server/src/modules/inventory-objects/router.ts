/** The inventory-objects procedures. */
export const inventoryObjectsRouter = {};
