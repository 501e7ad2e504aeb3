/** The api-tokens module's public surface: other modules and the app import only this file. */
export * from './membership-end.ts';
export * from './router.ts';
export * from './token-core.ts';
