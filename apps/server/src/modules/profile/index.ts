/** The profile module's public surface: other modules and the app import only this file. */
export * from './profile-photo.repository.ts';
export * from './router.ts';
