/** The sites module's public surface: other modules and the app import only this file. */
export * from './create-site.service.ts';
export * from './router.ts';
export * from './site-setup.repository.ts';
export * from './sites.repository.ts';
export * from './sites.service.ts';
