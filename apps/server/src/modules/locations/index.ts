/** The locations module's public surface: other modules and the app import only this file. */
export * from './locations.repository.ts';
export * from './router.ts';
