/** The kpis module's public surface: other modules and the app import only this file. */
export * from './kpi-scope.ts';
export * from './kpi-summary.ts';
export * from './kpis.service.ts';
export * from './router.ts';
