/** The companies module's public surface: other modules and the app import only this file. */
export * from './company-logo.service.ts';
export * from './router.ts';
