/** The reports module's public surface: other modules and the app import only this file. */
export * from './generate-report.ts';
export * from './pdf/report-pdf.ts';
export * from './report-data.service.ts';
export * from './report-data.ts';
export * from './report-links.ts';
export * from './router.ts';
