/** The kpi-templates module's public surface: other modules and the app import only this file. */
export * from './kpi-template-filters.ts';
export * from './kpi-templates.repository.ts';
export * from './router.ts';
