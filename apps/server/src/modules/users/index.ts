/** The users module's public surface: other modules and the app import only this file. */
export * from './membership-end.ts';
export {
  removeMembersByIdentityProvider,
  type TRemovalByProvider,
} from './remove-by-provider.service.ts';
export * from './router.ts';
export * from './users.repository.ts';
