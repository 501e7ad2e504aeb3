/** The assets module's public surface: other modules and the app import only this file. */
export * from './asset-photo.service.ts';
export * from './router.ts';
