/** The kpi-records module's public surface: other modules and the app import only this file. */
export * from './kpi-records.ts';
