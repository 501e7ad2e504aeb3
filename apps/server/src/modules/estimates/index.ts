/** The estimates module's public surface: other modules and the app import only this file. */
export * from './estimate-task.ts';
export * from './estimate-view.ts';
export * from './estimates.repository.ts';
export * from './estimates.service.ts';
export * from './router.ts';
