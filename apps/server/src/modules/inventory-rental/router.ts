/** The inventory-rental procedures. */
export const inventoryRentalRouter = {};
