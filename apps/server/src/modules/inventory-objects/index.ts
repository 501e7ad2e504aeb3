/** The inventory-objects module's public surface: other modules and the app import only this file. */
export * from './object-export.ts';
export * from './objects.service.ts';
export * from './router.ts';
