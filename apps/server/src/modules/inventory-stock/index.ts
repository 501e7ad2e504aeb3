/** The inventory-stock module's public surface: other modules and the app import only this file. */
export * from './enabled.ts';
export * from './low-stock.ts';
export * from './movements.ts';
export * from './procedure.ts';
