/** The inventory-rental module's public surface: other modules and the app import only this file. */
export * from './rental.repository.ts';
export * from './router.ts';
