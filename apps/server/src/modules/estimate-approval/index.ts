/** The estimate-approval module's public surface: other modules and the app import only this file. */
export * from './estimate-approval.service.ts';
export * from './router.ts';
