/** The invites module's public surface: other modules and the app import only this file. */
export * from './invites.repository.ts';
export * from './membership-end.ts';
export * from './router.ts';
