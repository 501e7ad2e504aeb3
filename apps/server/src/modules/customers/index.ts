/** The customers module's public surface: other modules and the app import only this file. */
export * from './customers.repository.ts';
export * from './router.ts';
export { keysetCustomerList } from './customers.service.ts';
