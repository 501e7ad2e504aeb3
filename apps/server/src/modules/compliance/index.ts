/** The compliance module's public surface: other modules and the app import only this file. */
export * from './compliance-counts.ts';
export * from './compliance-digest.ts';
export * from './router.ts';
export * from './scaffold-facts.ts';
