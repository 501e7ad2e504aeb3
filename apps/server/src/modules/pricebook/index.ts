/** The pricebook module's public surface: other modules and the app import only this file. */
export * from './pricebook.service.ts';
export * from './router.ts';
