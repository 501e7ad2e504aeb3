/** The webhooks module's public surface: other modules and the app import only this file. */
export * from './deliver.ts';
export * from './emit.ts';
export * from './membership-end.ts';
export * from './router.ts';
export * from './webhook-dispatcher.ts';
export * from './webhook-document.ts';
export * from './webhook-jobs.ts';
export * from './webhooks.service.ts';
