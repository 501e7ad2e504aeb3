/** The invoices module's public surface: other modules and the app import only this file. */
export * from './invoice-view.ts';
export * from './router.ts';
