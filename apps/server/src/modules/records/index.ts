/** The records module's public surface: other modules and the app import only this file. */
export * from './craft-record.repository.ts';
export * from './file-access.service.ts';
export * from './record-export.ts';
export * from './record-photos.service.ts';
export * from './records.repository.ts';
export * from './records.service.ts';
export * from './router.ts';
