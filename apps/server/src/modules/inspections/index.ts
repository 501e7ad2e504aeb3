/** The inspections module's public surface: other modules and the app import only this file. */
export * from './inspection-pdf.ts';
export * from './inspection-reports.service.ts';
export * from './router.ts';
export * from './status-step.ts';
