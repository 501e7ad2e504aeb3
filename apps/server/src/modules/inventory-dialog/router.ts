/** The status dialog's Inventory Transactions tab: the objects it offers. */
export const inventoryDialogRouter = {};
