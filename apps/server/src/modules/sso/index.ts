/** The sso module's public surface: other modules and the app import only this file. */
export * from './router.ts';
export { endScimTokenWithMembership } from './scim-token.service.ts';
export {
  getSsoConnection,
  mayFetchIdentityProvider,
  saveSsoConnection,
  ssoSignInRules,
} from './sso.service.ts';
