/** The sso module's public surface: other modules and the app import only this file. */
export * from './router.ts';
export {
  provisionSsoUser,
  resolveSsoUser,
  ssoOnlyProviderOf,
  mayFetchIdentityProvider,
} from './sso.service.ts';
