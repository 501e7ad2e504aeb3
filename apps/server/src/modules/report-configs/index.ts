/** The report-configs module's public surface: other modules and the app import only this file. */
export * from './report-schedule.ts';
export * from './router.ts';
