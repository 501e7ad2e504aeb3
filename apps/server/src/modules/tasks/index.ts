/** The tasks module's public surface: other modules and the app import only this file. */
export * from './lifecycle.ts';
export * from './router.ts';
export * from './set-task-status.service.ts';
export * from './task-export.ts';
export * from './task-view.repository.ts';
export * from './task-write.ts';
export * from './task-writes.repository.ts';
export * from './tasks.repository.ts';
export * from './tasks.service.ts';
