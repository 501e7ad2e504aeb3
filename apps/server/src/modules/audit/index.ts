/** The audit module's public surface: other modules and the app import only this file. */
export * from './audit.ts';
export * from './router.ts';
