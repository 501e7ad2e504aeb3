/** The csv-import module's public surface: other modules and the app import only this file. */
export * from './csv-file.ts';
export * from './csv-import.service.ts';
export * from './router.ts';
